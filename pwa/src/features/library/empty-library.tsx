import { BookOpen } from 'lucide-react';
import type { LocalLibrary } from '#offline/db';
import { canEditLibrary } from '../../data/libraries';
import { useLibraryT } from './library-texts';

type T = ReturnType<typeof useLibraryT>;

/** What an empty library says: how to fill it, or, to a presenter, that nothing is there yet. */
function emptyTexts(library: LocalLibrary, t: T): { title: string; hint: string } {
  if (library.teamId === null)
    return {
      title: t('library.empty.ownTitle'),
      hint: t('library.empty.ownHint'),
    };
  if (canEditLibrary(library))
    return {
      title: t('library.empty.teamTitle', { library: library.name }),
      hint: t('library.empty.teamHint'),
    };
  return {
    title: t('library.empty.presenterTitle'),
    hint: t('library.empty.presenterHint', { library: library.name }),
  };
}

/** The library's place when it has no flipbook. */
export function EmptyLibrary({ library }: { library: LocalLibrary }) {
  const { title, hint } = emptyTexts(library, useLibraryT());
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <BookOpen className="mb-3 size-10 text-fg-muted" aria-hidden />
      <h3 className="text-lg font-semibold break-words">{title}</h3>
      <p className="mt-1 max-w-sm text-sm text-fg-muted">{hint}</p>
    </div>
  );
}
