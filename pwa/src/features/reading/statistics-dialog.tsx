import { Download, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { EVENT_PARAM } from '#core/reading-events';
import type { FlipbookStatistics } from '#core/schemas/flipbooks';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '#core/view-days';
import type { LocalFlipbook } from '#offline/db';
import { apiCall } from '../../data/api-client';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { useLibraryT } from '../library/library-texts';
import { EventChoice } from './statistics/event-choice';
import { statisticsCsv, statisticsFileName } from './statistics/statistics-csv';
import { StatisticsSections } from './statistics/statistics-sections';

type Loaded = FlipbookStatistics | 'loading' | 'unsynced' | 'failed';

/** Asks the server for one flipbook's figures each time the dialog opens or the period changes. */
function useStatistics(
  flipbook: LocalFlipbook | null,
  days: StatisticsPeriod,
  event: string | null,
): Loaded {
  const [loaded, setLoaded] = useState<Loaded>('loading');
  useEffect(() => {
    if (!flipbook) return;
    if (!flipbook.onServer) return setLoaded('unsynced');
    let current = true;
    setLoaded('loading');
    const only = event === null ? '' : `&${EVENT_PARAM}=${encodeURIComponent(event)}`;
    void apiCall<FlipbookStatistics>(
      `/api/flipbooks/${flipbook.id}/statistics?days=${days}${only}`,
      { bearer: true },
    ).then((result) => current && setLoaded(result.kind === 'ok' ? result.value : 'failed'));
    return () => {
      current = false;
    };
  }, [flipbook, days, event]);
  return loaded;
}

const MESSAGES = {
  unsynced: 'library.stats.unsynced',
  failed: 'library.stats.failed',
} as const;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A card's 'Statistics': views and unique readers per day, how far readers read and how long
 * they stayed on each stage, the links they opened, where they came from and on what, for the
 * last 30 or 90 days, and the leads its visitors left; every chart has its table for screen
 * readers, and 'Export CSV' saves them.
 */
export function StatisticsDialog({
  flipbook,
  onClose,
}: {
  flipbook: LocalFlipbook | null;
  onClose: () => void;
}) {
  const t = useLibraryT();
  const [days, setDays] = useState<StatisticsPeriod>(STATISTICS_PERIODS[0]);
  const [event, setEvent] = useState<string | null>(null);
  const [events, setEvents] = useState<string[]>([]);
  const loaded = useStatistics(flipbook, days, event);
  useEffect(() => {
    if (typeof loaded === 'object') setEvents(loaded.events);
  }, [loaded]);
  // Another flipbook starts with all its events.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the flipbook is the trigger.
  useEffect(() => {
    setEvent(null);
    setEvents([]);
  }, [flipbook?.id]);
  return (
    <Modal
      open={flipbook !== null}
      onClose={onClose}
      className="max-h-[90dvh] max-w-3xl overflow-y-auto p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-semibold break-words">
          {t('library.stats.title', { title: flipbook?.title })}
        </Dialog.Title>
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label={t('library.stats.close')}>
            <X className="size-4" aria-hidden />
          </Button>
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">
        {t('library.stats.description', { days })}
      </Dialog.Description>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <SegmentedChoice
            legend={t('library.stats.period')}
            legendHidden
            choices={STATISTICS_PERIODS.map((n) => ({
              value: n,
              label: t('library.stats.days', { days: n }),
            }))}
            value={days}
            onChange={setDays}
          />
          <EventChoice events={events} value={event} onChange={setEvent} />
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={typeof loaded !== 'object'}
          onClick={() =>
            typeof loaded === 'object' &&
            download(
              statisticsFileName(flipbook?.title ?? 'flipbook', days, loaded.event),
              statisticsCsv(loaded),
            )
          }
        >
          <Download className="size-4" aria-hidden /> {t('library.stats.export')}
        </Button>
      </div>
      <div className="mt-5" aria-busy={loaded === 'loading'}>
        {loaded === 'loading' && <div className="h-48 animate-pulse rounded-xl bg-surface-muted" />}
        {(loaded === 'unsynced' || loaded === 'failed') && (
          <p role="status" className="text-sm text-fg-muted">
            {t(MESSAGES[loaded])}
          </p>
        )}
        {typeof loaded === 'object' && <StatisticsSections stats={loaded} days={days} />}
      </div>
    </Modal>
  );
}
