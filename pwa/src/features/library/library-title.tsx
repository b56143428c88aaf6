import { Info } from 'lucide-react';
import type { LocalLibrary } from '#offline/db';
import { canEditLibrary } from '../../data/libraries';
import { useLibraryT } from './library-texts';

/**
 * The heading of a team's library: its name under 'Team library', and for a presenter a note that
 * the library is theirs to show, not to change. The person's own library keeps its own heading.
 */
export function TeamLibraryTitle({ library }: { library: LocalLibrary }) {
  const t = useLibraryT();
  return (
    <div className="min-w-0">
      <p className="text-sm font-medium text-fg-muted">{t('library.team.heading')}</p>
      <h2 className="text-xl font-semibold break-words">{library.name}</h2>
      {!canEditLibrary(library) && (
        <p className="mt-1 flex items-start gap-1.5 text-sm text-fg-muted">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('library.team.presenterNote')}
        </p>
      )}
    </div>
  );
}
