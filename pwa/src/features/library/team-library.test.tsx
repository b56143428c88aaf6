// Dexie reads the IndexedDB it finds when first imported, and these files may import it first.
import 'fake-indexeddb/auto';
import { DropdownMenu } from 'radix-ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { libraryKey } from '#core/library-key';
import type { TeamRole } from '#core/team-roles';
import type { LocalLibrary } from '#offline/db';
import { domainReady, showIn } from '#pwa/i18n/i18n';
import { localFlipbook } from '#pwa-test/local-flipbook';
import { ownLibrary } from '../../data/libraries';
import { type CardActions, CardMenuItems, FlipbookCard } from './flipbook-card';
import { cardActionsFor, LibraryGrid } from './library-grid';
import { TeamLibraryTitle } from './library-title';
import './library-texts';

// Rendered once, as the server would: the library's texts are loaded first.
beforeAll(() => domainReady('library'));

const nordlys = (role: TeamRole): LocalLibrary => ({
  key: libraryKey('u-ida', 't-nordlys'),
  userId: 'u-ida',
  teamId: 't-nordlys',
  name: 'Nordlys Outdoor',
  role,
});

const PRESENTER_NOTE = 'You present this team’s library; editors change it.';

const BROCHURE = localFlipbook({ ownerId: libraryKey('u-ida', 't-nordlys'), views: 2 });

const noop = () => undefined;
const EVERY_ACTION: CardActions = {
  onView: noop,
  onQr: noop,
  onShare: noop,
  onEdit: noop,
  onStatistics: noop,
  onDelete: noop,
};

const emptyGrid = (library: LocalLibrary) =>
  renderToStaticMarkup(<LibraryGrid library={library} items={[]} actions={EVERY_ACTION} />);

/** The card's menu of `library` as drawn when it is open. */
const openMenu = (library: LocalLibrary) =>
  renderToStaticMarkup(
    <DropdownMenu.Root open>
      <DropdownMenu.Trigger>More</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <CardMenuItems flipbook={BROCHURE} actions={cardActionsFor(library, EVERY_ACTION)} />
      </DropdownMenu.Content>
    </DropdownMenu.Root>,
  );

describe('a team’s library on the library page', () => {
  it('keeps the personal library’s empty state as it was', () => {
    const html = emptyGrid(ownLibrary('u-ida'));
    expect(html).toContain('>No flipbooks yet</h3>');
    expect(html).toContain('Upload your first PDF to get started creating digital flipbooks');
  });

  it('says an empty team library is empty by its name, to an editor with the way to fill it', () => {
    const html = emptyGrid(nordlys('editor'));
    expect(html).toContain('>No flipbooks in Nordlys Outdoor yet.</h3>');
    expect(html).toContain('Upload a PDF above');
  });

  it('tells a presenter of an empty team library that there is nothing to present yet', () => {
    const html = emptyGrid(nordlys('presenter'));
    expect(html).toContain('>Nothing to present yet.</h3>');
    expect(html).not.toContain('Upload');
  });

  it('titles a team library with the team’s name, and tells only a presenter they cannot change it', () => {
    for (const role of ['owner', 'admin', 'editor'] as const) {
      const html = renderToStaticMarkup(<TeamLibraryTitle library={nordlys(role)} />);
      expect(html).toContain('>Nordlys Outdoor</h2>');
      expect(html).toContain('Team library');
      expect(html).not.toContain(PRESENTER_NOTE);
    }
    const presenter = renderToStaticMarkup(<TeamLibraryTitle library={nordlys('presenter')} />);
    expect(presenter).toContain('>Nordlys Outdoor</h2>');
    expect(presenter).toContain(PRESENTER_NOTE);
  });

  it('offers a presenter’s cards Statistics in their menu, and no Edit or Delete', () => {
    const html = openMenu(nordlys('presenter'));
    expect(html).toContain('Statistics');
    expect(html).not.toContain('Edit Flipbook');
    expect(html).not.toContain('Delete');
  });

  it('offers an editor’s cards, and the person’s own, Edit, Statistics and Delete', () => {
    for (const library of [nordlys('editor'), nordlys('owner'), ownLibrary('u-ida')]) {
      const html = openMenu(library);
      expect(html).toContain('Edit Flipbook');
      expect(html).toContain('Statistics');
      expect(html).toContain('Delete');
    }
  });

  it('keeps View, QR and Share on a presenter’s cards', () => {
    const html = renderToStaticMarkup(
      <FlipbookCard
        flipbook={BROCHURE}
        actions={cardActionsFor(nordlys('presenter'), EVERY_ACTION)}
      />,
    );
    for (const label of ['View', 'QR', 'Share'])
      expect(html).toMatch(new RegExp(`</svg> ?${label}<`));
  });
});

describe('a card in the page’s language', () => {
  // showIn names the document's language and direction: the tests run without a page.
  beforeEach(() => {
    vi.stubGlobal('document', { documentElement: {} });
  });
  afterEach(() => showIn('en'));

  it('dates the flipbook and counts its views in German', async () => {
    await showIn('de');
    const html = renderToStaticMarkup(
      <FlipbookCard
        flipbook={{ ...BROCHURE, views: 1234, createdAt: '2026-11-22T12:00:00.000Z' }}
        actions={EVERY_ACTION}
      />,
    );
    expect(html).toContain('22. Nov. 2026');
    expect(html).toContain('1.234');
    expect(html).toContain('Aufrufe');
    expect(html).toContain('Weitere Aktionen für');
  });
});
