// Dexie reads the IndexedDB it finds when first imported, and these files may import it first.
import 'fake-indexeddb/auto';
import { DropdownMenu } from 'radix-ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { libraryKey } from '#core/library-key';
import type { TeamRole } from '#core/team-roles';
import type { LocalLibrary } from '#offline/db';
import { domainReady } from '#pwa/i18n/i18n';
import { OWN_LIBRARY_NAME, ownLibrary } from '../../data/libraries';
import { LibraryChoices, LibraryMenu } from './library-switcher';
import './library-texts';

// Rendered once, as the server would: the library's texts are loaded first.
// The roles under a team's name come with Profile → Team's texts.
beforeAll(() => Promise.all([domainReady('library'), domainReady('teams')]));

const team = (teamId: string, name: string, role: TeamRole): LocalLibrary => ({
  key: libraryKey('u-ida', teamId),
  userId: 'u-ida',
  teamId,
  name,
  role,
});

const OWN = ownLibrary('u-ida');
const NORDLYS = team('t-nordlys', 'Nordlys Outdoor', 'presenter');
const HARBOUR = team('t-harbour', 'Harbour', 'editor');
const noop = () => undefined;

/** The menu's choices as drawn when it is open. */
const openChoices = (current: LocalLibrary) =>
  renderToStaticMarkup(
    <DropdownMenu.Root open>
      <DropdownMenu.Trigger>Library</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <LibraryChoices libraries={[NORDLYS, OWN, HARBOUR]} current={current} onChoose={noop} />
      </DropdownMenu.Content>
    </DropdownMenu.Root>,
  );

/** Each choice's markup, in order. */
const choicesIn = (html: string) => html.split('role="menuitemradio"').slice(1);

describe('the header’s library switcher', () => {
  it('is not drawn for someone whose own library is their only one', () => {
    expect(
      renderToStaticMarkup(<LibraryMenu libraries={[OWN]} current={OWN} onChoose={noop} />),
    ).toBe('');
  });

  it('names the library shown on a button that opens a menu', () => {
    const html = renderToStaticMarkup(
      <LibraryMenu libraries={[OWN, NORDLYS]} current={NORDLYS} onChoose={noop} />,
    );
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    // Its name for screen readers reads 'Library: Nordlys Outdoor', the visible name within it.
    expect(html).toMatch(
      /<span class="sr-only">Library: <\/span><span[^>]*>Nordlys Outdoor<\/span>/,
    );
  });

  it('names the person’s own library “My flipbooks” when it is the one shown', () => {
    const html = renderToStaticMarkup(
      <LibraryMenu libraries={[OWN, NORDLYS]} current={OWN} onChoose={noop} />,
    );
    expect(OWN_LIBRARY_NAME).toBe('My flipbooks');
    expect(html).toContain(`>${OWN_LIBRARY_NAME}</span>`);
  });

  it('tells screen readers which library shows after a choice, and nothing before', () => {
    const before = renderToStaticMarkup(
      <LibraryMenu libraries={[OWN, NORDLYS]} current={NORDLYS} onChoose={noop} />,
    );
    expect(before).not.toContain('Showing');
    const after = renderToStaticMarkup(
      <LibraryMenu libraries={[OWN, NORDLYS]} current={NORDLYS} onChoose={noop} announce />,
    );
    expect(after).toContain('aria-live="polite">Showing Nordlys Outdoor</p>');
  });

  it('lists every library, own first then teams’ by name with the person’s role, the shown one ticked', () => {
    const choices = choicesIn(openChoices(NORDLYS));
    expect(choices).toHaveLength(3);
    expect(choices[0]).toContain('My flipbooks');
    expect(choices[0]).not.toContain('Presenter');
    expect(choices[1]).toContain('Harbour');
    expect(choices[1]).toContain('Editor');
    expect(choices[2]).toContain('Nordlys Outdoor');
    expect(choices[2]).toContain('Presenter');
    const checked = choices.map((c) => c.match(/aria-checked="(\w+)"/)?.[1]);
    expect(checked).toEqual(['false', 'false', 'true']);
  });
});
