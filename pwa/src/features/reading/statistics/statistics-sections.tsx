import { linkAsShown } from '#core/panel-content';
import type { FlipbookStatistics } from '#core/schemas/flipbooks';
import { ViewsChart } from '#pwa/ui/views-chart.tsx';
import { BarList } from './bar-list';
import { eventDays, timeZoneName } from './event-hours';
import { HourChart } from './hour-chart';
import {
  countRows,
  depthRows,
  deviceCounts,
  percent,
  readDepthShown,
  sourceCounts,
  stepsOf,
  timeRows,
} from './statistics-figures';

const NO_SESSIONS = 'No reading sessions in this period yet.';

/** An event's days by the hour, latest first, in the viewer's time zone. */
function EventHours({ byHour }: { byHour: FlipbookStatistics['byHour'] }) {
  const days = eventDays(byHour);
  if (days.length === 0)
    return <p className="text-sm text-fg-muted">No views by this event’s link in this period.</p>;
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
  return (
    <div className="grid gap-6">
      <HeadlineFigures stats={stats} />
      <ViewsChart
        days={stats.viewsByDay}
        readers={stats.readersByDay}
        label={`Views and unique readers, last ${days} days${stats.event ? `, ${stats.event}` : ''}`}
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
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      <Figure label="Views in total" value={String(stats.totalViews)} testId="total-views" />
      <Figure label="Unique readers" value={String(reading.readers)} testId="unique-readers" />
      <Figure
        label="Average read depth"
        value={readDepthShown(reading.readDepth)}
        testId="read-depth"
      />
      <Figure
        label="Read to the back"
        value={percent(reading.back, reading.sessions)}
        testId="read-to-back"
      />
      <Figure
        label="Leads"
        value={String(stats.leads)}
        testId="lead-count"
        className="col-span-2 sm:col-span-1"
      />
    </dl>
  );
}

/** How far sessions read and how long each step was in view; panel by panel too for phones. */
function DepthAndTime({ reading }: { reading: Reading }) {
  const { stages, panels } = stepsOf(reading);
  return (
    <>
      <BarList
        title="Read depth"
        testId="read-depth-funnel"
        columns={['Stage', 'Sessions that reached it']}
        rows={depthRows(stages, reading.funnel.stages.sessions)}
        whole={reading.funnel.stages.sessions}
        empty={NO_SESSIONS}
      />
      <BarList
        title="Average time per stage"
        testId="time-per-stage"
        columns={['Stage', 'Average visible time']}
        rows={timeRows(stages)}
        empty={NO_SESSIONS}
      />
      {reading.funnel.panels.sessions > 0 && (
        <>
          <BarList
            title="Read depth on phones"
            columns={['Panel', 'Sessions that reached it']}
            rows={depthRows(panels, reading.funnel.panels.sessions)}
            whole={reading.funnel.panels.sessions}
            empty={NO_SESSIONS}
          />
          <BarList
            title="Average time per panel on phones"
            columns={['Panel', 'Average visible time']}
            rows={timeRows(panels)}
            empty={NO_SESSIONS}
          />
        </>
      )}
    </>
  );
}

/** The links readers opened, and where the sessions came from: source, device, referrer. */
function LinksAndSources({ reading }: { reading: Reading }) {
  const referred = reading.referrers.reduce((sum, r) => sum + r.sessions, 0);
  const direct = reading.sessions - referred - reading.otherReferrers;
  return (
    <>
      <BarList
        title="Clicks per link"
        testId="link-clicks"
        columns={['Link', 'Clicks']}
        // Hosts in punycode: a look-alike of a known host shows what it is.
        rows={countRows(reading.links.map((l) => [linkAsShown(l.url), l.clicks]))}
        empty="No link of this flipbook was opened in this period."
      />
      <BarList
        title="Sources"
        testId="sources"
        columns={['Source', 'Sessions']}
        rows={countRows(sourceCounts(reading))}
        empty={NO_SESSIONS}
      />
      <BarList
        title="Devices"
        testId="devices"
        columns={['Device', 'Sessions']}
        rows={countRows(deviceCounts(reading))}
        empty={NO_SESSIONS}
      />
      <BarList
        title="Referrers"
        testId="referrers"
        columns={['Site', 'Sessions']}
        rows={countRows([
          ...reading.referrers.map((r): [string, number] => [r.origin, r.sessions]),
          ['Other sites', reading.otherReferrers],
          ['No referring site', direct],
        ])}
        empty={NO_SESSIONS}
      />
    </>
  );
}
