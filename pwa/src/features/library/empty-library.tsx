import { BookOpen } from 'lucide-react';
import type { LocalLibrary } from '#offline/db';
import { canEditLibrary } from '../../data/libraries';

/** What an empty library says: how to fill it, or, to a presenter, that nothing is there yet. */
function emptyTexts(library: LocalLibrary): { title: string; hint: string } {
  if (library.teamId === null)
    return {
      title: 'No flipbooks yet',
      hint: 'Upload your first PDF to get started creating digital flipbooks',
    };
  if (canEditLibrary(library))
    return {
      title: `No flipbooks in ${library.name} yet.`,
      hint: 'Upload a PDF above to add the team’s first flipbook.',
    };
  return {
    title: 'Nothing to present yet.',
    hint: `The flipbooks editors add to ${library.name} appear here.`,
  };
}

/** The library's place when it has no flipbook. */
export function EmptyLibrary({ library }: { library: LocalLibrary }) {
  const { title, hint } = emptyTexts(library);
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <BookOpen className="mb-3 size-10 text-fg-muted" aria-hidden />
      <h3 className="text-lg font-semibold break-words">{title}</h3>
      <p className="mt-1 max-w-sm text-sm text-fg-muted">{hint}</p>
    </div>
  );
}
