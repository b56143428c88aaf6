import 'fake-indexeddb/auto';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { libraryKey } from '#core/library-key';
import type { TeamRole } from '#core/team-roles';
import type { EventKit, LocalLibrary } from '#offline/db';
import { domainReady } from '#pwa/i18n/i18n';
import { localFlipbook } from '#pwa-test/local-flipbook';
import { ownLibrary } from '../../data/libraries';
import { canManageKits, kitLibraryOf } from './data/kit-library';
import { EventKits } from './event-kits';
import { KitScreen } from './event-kits-page';

const TEAM_KEY = libraryKey('u-ida', 't-nordlys');
const nordlys = (role: TeamRole): LocalLibrary => ({
  key: TEAM_KEY,
  userId: 'u-ida',
  teamId: 't-nordlys',
  name: 'Nordlys Outdoor',
  role,
});

const BROCHURE = localFlipbook({ ownerId: TEAM_KEY });

const KIT: EventKit = {
  id: 'k1',
  ownerId: TEAM_KEY,
  name: 'Oslo fair',
  flipbooks: [{ id: 'b1', title: 'Summer trails' }],
  idleSeconds: 60,
  dropped: [],
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
};

const inRouter = (node: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

const kitsAbove = (library: LocalLibrary) =>
  inRouter(<EventKits library={library} flipbooks={[BROCHURE]} heading={<h2>Library</h2>} />);

const kitScreen = (library: LocalLibrary) =>
  inRouter(
    <KitScreen
      kit={KIT}
      library={[BROCHURE]}
      creatorName={library.name}
      manage={canManageKits(library)}
    />,
  );

describe('a team library’s event kits', () => {
  // The kits' texts are here before the screens are drawn, as a page's Suspense waits for them.
  beforeAll(() => domainReady('kits'));
  // The kit screen asks the browser whether it can keep the screen on (the project unstubs it).
  beforeEach(() => vi.stubGlobal('navigator', { userAgent: 'test' }));

  it('lets editors and above make a kit of the team library, and not its presenters', () => {
    for (const role of ['owner', 'admin', 'editor'] as const)
      expect(kitsAbove(nordlys(role))).toContain('Present at an event');
    expect(kitsAbove(ownLibrary('u-ida'))).toContain('Present at an event');
    expect(kitsAbove(nordlys('presenter'))).not.toContain('Present at an event');
  });

  it('offers a presenter a team kit to present, but not to edit or delete', () => {
    const html = kitScreen(nordlys('presenter'));
    expect(html).toContain('Start presenting');
    expect(html).not.toContain('Edit kit');
    expect(html).not.toContain('Delete');
  });

  it('offers an editor a team kit to present, edit and delete', () => {
    const html = kitScreen(nordlys('editor'));
    expect(html).toContain('Start presenting');
    expect(html).toContain('Edit kit');
    expect(html).toContain('Delete');
  });

  it('opens a kit for the person whose library it is in, and for no one else', () => {
    const libraries = [ownLibrary('u-ida'), nordlys('presenter')];
    expect(kitLibraryOf('u-ida', KIT, libraries)?.name).toBe('Nordlys Outdoor');
    expect(kitLibraryOf('u-ida', { ...KIT, ownerId: 'u-ida' }, libraries)?.teamId).toBeNull();
    // A fellow member's copy of the same team's kit, and a team the person has left.
    expect(
      kitLibraryOf('u-bo', KIT, [
        ownLibrary('u-bo'),
        { ...nordlys('editor'), userId: 'u-bo', key: libraryKey('u-bo', 't-nordlys') },
      ]),
    ).toBeNull();
    expect(kitLibraryOf('u-ida', KIT, [ownLibrary('u-ida')])).toBeNull();
    expect(kitLibraryOf(null, KIT, libraries)).toBeNull();
  });
});
