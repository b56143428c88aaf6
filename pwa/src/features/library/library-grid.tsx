import { BookOpen } from 'lucide-react';
import type { LocalFlipbook } from '../../../../shared/db';
import { type CardActions, FlipbookCard } from './flipbook-card';

/** The library: 1, 2 or 3 columns, newest first, or the empty state. */
export function LibraryGrid({
  items,
  actions,
}: {
  items: LocalFlipbook[] | undefined;
  actions: CardActions;
}) {
  if (!items) return null;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
        <BookOpen className="mb-3 size-10 text-fg-muted" aria-hidden />
        <h3 className="text-lg font-semibold">No flipbooks yet</h3>
        <p className="mt-1 max-w-sm text-sm text-fg-muted">
          Upload your first PDF to get started creating digital flipbooks
        </p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((flipbook) => (
        <li key={flipbook.id}>
          <FlipbookCard flipbook={flipbook} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
