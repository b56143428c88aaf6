import { linkAsShown } from '#core/panel-content';
import type { FlipbookStatistics } from '#core/schemas/flipbooks';
import { ViewsChart } from '#pwa/ui/views-chart.tsx';
import { useLibraryT } from '../../library/library-texts';
import { BarList } from './bar-list';
import { eventDays, timeZoneName } from './event-hours';
import { HourChart } from './hour-chart';
import {
  countRows,
  depthRows,
  deviceCounts,
  percent,
  readDepthShown,
  shownNumber,
  sourceCounts,
  stepsOf,
  timeRows,
} from './statistics-figures';

/** An event's days by the hour, latest first, in the viewer's time zone. */
function EventHours({ byHour }: { byHour: FlipbookStatistics['byHour'] }) {
  const t = useLibraryT();
  const days = eventDays(byHour);
  if (days.length === 0)
    return <p className="text-sm text-fg-muted">{t('library.stats.noEventViews')}</p>;
  const zone = timeZoneName();
  return days.map((day) => <HourChart key={day.day} day={day} zone={zone} />);
}

function Figure(props: { label: string; value: string; testId: string; className?: string }) {
  // The values keep one line across the row when a label wraps.
  return (
    <div
      className={`flex flex-col rounded-xl border border-border bg-surface-muted/50 p-3 ${props.className ?? ''}`}
    >
      <dt className="text-xs font-medium text-fg-muted">{props.label}</dt>
      <dd className="mt-auto pt-1 text-2xl font-semibold tabular-nums" data-testid={props.testId}>
        {props.value}
      </dd>
    </div>
  );
}

/** What the reader figures say, section by section, each chart with its table. */
export function StatisticsSections({ stats, days }: { stats: FlipbookStatistics; days: number }) {
  const t = useLibraryT();
  return (
    <div className="grid gap-6">
      <HeadlineFigures stats={stats} />
      <ViewsChart
        days={stats.viewsByDay}
        readers={stats.readersByDay}
        label={
          stats.event
            ? t('library.stats.viewsAndReadersAt', { days, event: stats.event })
            : t('library.stats.viewsAndReaders', { days })
        }
      />
      {stats.event !== null && <EventHours byHour={stats.byHour} />}
      <div className="grid gap-6 sm:grid-cols-2">
        <DepthAndTime reading={stats.reading} />
        <LinksAndSources reading={stats.reading} />
      </div>
    </div>
  );
}

type Reading = FlipbookStatistics['reading'];

/** The row of figures above the chart. */
function HeadlineFigures({ stats }: { stats: FlipbookStatistics }) {
  const { reading } = stats;
  const t = useLibraryT();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      <Figure
        label={t('library.stats.totalViews')}
        value={shownNumber(stats.totalViews)}
        testId="total-views"
      />
      <Figure
        label={t('library.stats.uniqueReaders')}
        value={shownNumber(reading.readers)}
        testId="unique-readers"
      />
      <Figure
        label={t('library.stats.readDepth')}
        value={readDepthShown(reading.readDepth)}
        testId="read-depth"
      />
      <Figure
        label={t('library.stats.readToBack')}
        value={percent(reading.back, reading.sessions)}
        testId="read-to-back"
      />
      <Figure
        label={t('library.stats.leads')}
        value={shownNumber(stats.leads)}
        testId="lead-count"
        className="col-span-2 sm:col-span-1"
      />
    </dl>
  );
}

/** How far sessions read and how long each step was in view; panel by panel too for phones. */
function DepthAndTime({ reading }: { reading: Reading }) {
  const t = useLibraryT();
  const noSessions = t('library.stats.noSessions');
  const { stages, panels } = stepsOf(reading);
  return (
    <>
      <BarList
        title={t('library.stats.depth')}
        testId="read-depth-funnel"
        columns={[t('library.stats.column.stage'), t('library.stats.column.reached')]}
        rows={depthRows(stages, reading.funnel.stages.sessions)}
        whole={reading.funnel.stages.sessions}
        empty={noSessions}
      />
      <BarList
        title={t('library.stats.timePerStage')}
        testId="time-per-stage"
        columns={[t('library.stats.column.stage'), t('library.stats.column.visibleTime')]}
        rows={timeRows(stages)}
        empty={noSessions}
      />
      {reading.funnel.panels.sessions > 0 && (
        <>
          <BarList
            title={t('library.stats.depthOnPhones')}
            columns={[t('library.stats.column.panel'), t('library.stats.column.reached')]}
            rows={depthRows(panels, reading.funnel.panels.sessions)}
            whole={reading.funnel.panels.sessions}
            empty={noSessions}
          />
          <BarList
            title={t('library.stats.timePerPanel')}
            columns={[t('library.stats.column.panel'), t('library.stats.column.visibleTime')]}
            rows={timeRows(panels)}
            empty={noSessions}
          />
        </>
      )}
    </>
  );
}

/** The links readers opened, and where the sessions came from: source, device, referrer. */
function LinksAndSources({ reading }: { reading: Reading }) {
  const t = useLibraryT();
  const noSessions = t('library.stats.noSessions');
  const sessions = t('library.stats.column.sessions');
  const referred = reading.referrers.reduce((sum, r) => sum + r.sessions, 0);
  const direct = reading.sessions - referred - reading.otherReferrers;
  return (
    <>
      <BarList
        title={t('library.stats.clicksPerLink')}
        testId="link-clicks"
        columns={[t('library.stats.column.link'), t('library.stats.column.clicks')]}
        // Hosts in punycode: a look-alike of a known host shows what it is.
        rows={countRows(reading.links.map((l) => [linkAsShown(l.url), l.clicks]))}
        empty={t('library.stats.noLinks')}
      />
      <BarList
        title={t('library.stats.sources')}
        testId="sources"
        columns={[t('library.stats.column.source'), sessions]}
        rows={countRows(
          sourceCounts(reading).map(([source, n]) => [t('library.stats.source', { source }), n]),
        )}
        empty={noSessions}
      />
      <BarList
        title={t('library.stats.devices')}
        testId="devices"
        columns={[t('library.stats.column.device'), sessions]}
        rows={countRows(
          deviceCounts(reading).map(([device, n]) => [t('library.stats.device', { device }), n]),
        )}
        empty={noSessions}
      />
      <BarList
        title={t('library.stats.referrers')}
        testId="referrers"
        columns={[t('library.stats.column.site'), sessions]}
        rows={countRows([
          ...reading.referrers.map((r): [string, number] => [r.origin, r.sessions]),
          [t('library.stats.otherSites'), reading.otherReferrers],
          [t('library.stats.noReferrer'), direct],
        ])}
        empty={noSessions}
      />
    </>
  );
}
