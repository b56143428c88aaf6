import { ChevronDown, Library } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LocalLibrary } from '#offline/db';
import { chooseLibrary, useCurrentLibrary, useLibraries } from '../../data/libraries';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { MenuContent, MenuRadioItem } from '../../ui/menu';
import { ROLE_NAME, useTeamsT } from '../teams/team-texts';
import { useLibraryT } from './library-texts';

/**
 * The header's library switcher: which library the library page shows, the person's own or one of
 * their teams'. Only someone in a team has a choice to make, so only they see it. Choosing one
 * goes to the library page, which shows it.
 */
export function LibrarySwitcher() {
  const { user } = useValue(sessionStore);
  const current = useCurrentLibrary();
  const libraries = useLibraries(user?.id ?? null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [chosen, setChosen] = useState(false);
  if (!user || !current || !libraries) return null;
  const choose = (library: LocalLibrary) => {
    chooseLibrary(user.id, library.teamId);
    setChosen(true);
    if (pathname !== '/' || search) void navigate('/');
  };
  return (
    <LibraryMenu libraries={libraries} current={current} onChoose={choose} announce={chosen} />
  );
}

/**
 * The switcher as drawn: a button naming the library shown, opening a menu of every library with
 * the shown one ticked (arrow keys move, Enter chooses, Escape closes). Nothing when the person's
 * own library is their only one. `announce` tells screen readers the library shown after a choice.
 */
export function LibraryMenu(props: {
  libraries: LocalLibrary[];
  current: LocalLibrary;
  onChoose: (library: LocalLibrary) => void;
  announce?: boolean;
}) {
  if (props.libraries.length < 2) return null;
  return <LibraryMenuShown {...props} />;
}

/** The switcher of someone with libraries to choose from: only they wait for its texts. */
function LibraryMenuShown(props: Parameters<typeof LibraryMenu>[0]) {
  const { libraries, current, onChoose, announce = false } = props;
  const t = useLibraryT();
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            data-library-switcher
            className="flex h-9 min-w-0 items-center sm:max-w-72 gap-1.5 rounded-lg border border-border px-2.5 text-sm font-medium hover:bg-surface-muted"
          >
            <Library className="size-4 shrink-0 text-fg-muted" aria-hidden />
            <span className="sr-only">{t('library.switcher.label')} </span>
            <span className="min-w-0 truncate">{current.name}</span>
            <ChevronDown className="size-4 shrink-0 text-fg-muted" aria-hidden />
          </button>
        </DropdownMenu.Trigger>
        <MenuContent className="w-64 max-w-[calc(100vw-2rem)]" sideOffset={8} align="start">
          <LibraryChoices libraries={libraries} current={current} onChoose={onChoose} />
        </MenuContent>
      </DropdownMenu.Root>
      <p className="sr-only" aria-live="polite">
        {announce ? t('library.switcher.showing', { library: current.name }) : ''}
      </p>
    </>
  );
}

/** The person's own library first, then their teams' by name, as the device's rows have no order. */
const inMenuOrder = (libraries: LocalLibrary[]) =>
  [...libraries].sort(
    (a, b) => Number(a.teamId !== null) - Number(b.teamId !== null) || a.name.localeCompare(b.name),
  );

/** The menu's choices: every library, its role under a team's name, the one shown ticked. */
export function LibraryChoices(props: {
  libraries: LocalLibrary[];
  current: LocalLibrary;
  onChoose: (library: LocalLibrary) => void;
}) {
  const { libraries, current, onChoose } = props;
  const t = useLibraryT();
  // Roles are named as Profile → Team names them.
  const teamsT = useTeamsT();
  return (
    <>
      <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-medium text-fg-muted">
        {t('library.switcher.show')}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={current.key}
        onValueChange={(key) => {
          const library = libraries.find((l) => l.key === key);
          if (library) onChoose(library);
        }}
      >
        {inMenuOrder(libraries).map((library) => (
          <MenuRadioItem key={library.key} value={library.key}>
            <span className="min-w-0">
              <span className="block truncate">{library.name}</span>
              {library.role && (
                <span className="block text-xs text-fg-muted">
                  {teamsT(ROLE_NAME[library.role])}
                </span>
              )}
            </span>
          </MenuRadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
