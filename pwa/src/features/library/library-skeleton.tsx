import { useT } from '../../i18n/i18n';

/**
 * Card shapes in the grid's columns while the library is read from this device. Drawn on the
 * home page a shared link opens too, so its words are in the page's own catalogue (reader).
 */
export function LibrarySkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('home.loadingLibrary')} data-testid="library-skeleton">
      <ul aria-hidden className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li
            key={i}
            className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
          >
            <div className="aspect-[4/3] animate-pulse bg-surface-muted" />
            <div className="grid gap-2 p-4">
              <div className="h-4 w-2/3 animate-pulse rounded bg-surface-muted" />
              <div className="h-3 w-1/3 animate-pulse rounded bg-surface-muted" />
              <div className="mt-2 h-9 animate-pulse rounded-lg bg-surface-muted" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
