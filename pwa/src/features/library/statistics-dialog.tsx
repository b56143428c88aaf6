import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import type { FlipbookStatistics } from '#core/schemas/flipbooks';
import type { LocalFlipbook } from '#offline/db';
import { apiCall } from '../../data/api-client';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { ViewsChart } from '../../ui/views-chart';

type Loaded = FlipbookStatistics | 'loading' | 'unsynced' | 'failed';

/** Asks the server for one flipbook's figures each time the dialog opens. */
function useStatistics(flipbook: LocalFlipbook | null): Loaded {
  const [loaded, setLoaded] = useState<Loaded>('loading');
  useEffect(() => {
    if (!flipbook) return;
    if (!flipbook.onServer) return setLoaded('unsynced');
    let current = true;
    setLoaded('loading');
    void apiCall<FlipbookStatistics>(`/api/flipbooks/${flipbook.id}/statistics`, {
      bearer: true,
    }).then((result) => current && setLoaded(result.kind === 'ok' ? result.value : 'failed'));
    return () => {
      current = false;
    };
  }, [flipbook]);
  return loaded;
}

const MESSAGES: Record<'unsynced' | 'failed', string> = {
  unsynced: 'Statistics appear once this flipbook has been saved to your account.',
  failed: 'Statistics could not be loaded. Check your connection and try again.',
};

/** A card's 'Statistics': the flipbook's total views, its last 30 days and its lead count. */
export function StatisticsDialog({
  flipbook,
  onClose,
}: {
  flipbook: LocalFlipbook | null;
  onClose: () => void;
}) {
  const loaded = useStatistics(flipbook);
  return (
    <Modal
      open={flipbook !== null}
      onClose={onClose}
      className="max-h-[90dvh] max-w-xl overflow-y-auto"
    >
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-semibold break-words">
          Statistics for “{flipbook?.title}”
        </Dialog.Title>
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label="Close">
            <X className="size-4" aria-hidden />
          </Button>
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">
        Total views, views on each of the last 30 days, and the leads visitors left.
      </Dialog.Description>
      <div className="mt-4 grid gap-4" aria-busy={loaded === 'loading'}>
        {loaded === 'loading' && <div className="h-48 animate-pulse rounded-xl bg-surface-muted" />}
        {(loaded === 'unsynced' || loaded === 'failed') && (
          <p role="status" className="text-sm text-fg-muted">
            {MESSAGES[loaded]}
          </p>
        )}
        {typeof loaded === 'object' && (
          <>
            <div className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
              <p>
                <span className="text-2xl font-semibold tabular-nums" data-testid="total-views">
                  {loaded.totalViews}
                </span>{' '}
                <span className="text-fg-muted">views in total</span>
              </p>
              <p>
                <span className="text-2xl font-semibold tabular-nums" data-testid="lead-count">
                  {loaded.leads}
                </span>{' '}
                <span className="text-fg-muted">{loaded.leads === 1 ? 'lead' : 'leads'}</span>
              </p>
            </div>
            <ViewsChart days={loaded.viewsByDay} label="Views in the last 30 days" />
          </>
        )}
      </div>
    </Modal>
  );
}
