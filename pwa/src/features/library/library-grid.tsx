import { Search } from 'lucide-react';
import { useState } from 'react';
import type { LocalFlipbook, LocalLibrary } from '#offline/db';
import { canEditLibrary } from '../../data/libraries';
import { useRefusedCreates } from '../../data/library-hooks';
import { Button } from '../../ui/button';
import { inputClass } from '../../ui/form-field';
import { EmptyLibrary } from './empty-library';
import { type CardActions, FlipbookCard } from './flipbook-card';
import { LibrarySkeleton } from './library-skeleton';
import { useLibraryT } from './library-texts';
import { matchesSearch } from './search-flipbooks';

/** What the cards of `library` offer: a library the person may not change, neither Edit nor Delete. */
export function cardActionsFor(library: LocalLibrary, actions: CardActions): CardActions {
  if (canEditLibrary(library)) return actions;
  const { onEdit: _edit, onDelete: _delete, ...shown } = actions;
  return shown;
}

/**
 * The library shown: a search box over 1, 2 or 3 columns, newest first, or the empty state. A
 * presenter's team library offers its cards' View, QR, Share and Statistics, nothing that changes it.
 */
export function LibraryGrid({
  library,
  items,
  actions,
}: {
  library: LocalLibrary;
  items: LocalFlipbook[] | undefined;
  actions: CardActions;
}) {
  const t = useLibraryT();
  const [query, setQuery] = useState('');
  const refused = useRefusedCreates(library.key);
  const cardActions = cardActionsFor(library, actions);
  if (!items) return <LibrarySkeleton />;
  if (items.length === 0) return <EmptyLibrary library={library} />;
  const shown = items.filter((flipbook) => matchesSearch(flipbook, query));
  return (
    <div className="grid gap-4">
      <div className="relative max-w-sm">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
          aria-hidden
        />
        <input
          type="search"
          aria-label={t('library.search.label')}
          placeholder={t('library.search.placeholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={`${inputClass} ps-9`}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {query.trim()
          ? t('library.search.matches', { shown: shown.length, total: items.length })
          : ''}
      </p>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
          <p className="text-sm text-fg-muted">
            {t('library.search.none', { query: query.trim() })}
          </p>
          <Button variant="outline" size="sm" onClick={() => setQuery('')}>
            {t('library.search.clear')}
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((flipbook) => (
            <li key={flipbook.id}>
              <FlipbookCard
                flipbook={flipbook}
                refusal={refused.get(flipbook.id)}
                actions={cardActions}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
