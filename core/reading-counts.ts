import { PANEL_SLOTS } from './panel-layout';
import {
  DEVICE_CLASSES,
  type DeviceClass,
  READING_SOURCES,
  type ReadingSource,
  STAGES,
} from './reading';
import type { ReadingReport } from './schemas/reading';

/** The names of the day's counters; a flipbook's statistics are read back from them. */
export const COUNTERS = {
  readers: 'readers',
  sessions: 'sessions',
  /** Steps the sessions were offered (4 stages, or the phone's panels), for the read depth. */
  steps: 'steps',
  zoom: 'zoom',
  back: 'back',
  referrersOther: 'referrers-other',
  layout: (layout: 'stages' | 'panels') => `layout:${layout}`,
  stage: (i: number) => `stage:${i}`,
  stageSeconds: (i: number) => `stage-seconds:${i}`,
  panel: (i: number) => `panel:${i}`,
  panelSeconds: (i: number) => `panel-seconds:${i}`,
  source: (s: ReadingSource) => `source:${s}`,
  device: (d: DeviceClass) => `device:${d}`,
  click: (url: string) => `click:${url}`,
  referrer: (origin: string) => `referrer:${origin}`,
} as const;

/** The counters of the totals across flipbooks: unique readers and the read depth. */
export const SUMMARY_COUNTERS: readonly string[] = [
  COUNTERS.readers,
  COUNTERS.steps,
  ...STAGES.map((_, i) => COUNTERS.stage(i)),
  ...PANEL_SLOTS.map((_, i) => COUNTERS.panel(i)),
];

/**
 * What one report adds to the day's counters, its referrer aside (`referrerCounter`). Clicks count
 * only on links the flipbook has (`links`): a link removed by an edit since, or one never there,
 * adds nothing.
 */
export function readingCounts(
  report: ReadingReport,
  links: ReadonlySet<string>,
): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (name: string, n = 1) => {
    if (n > 0) counts.set(name, (counts.get(name) ?? 0) + n);
  };
  for (const event of report.events) {
    switch (event.type) {
      case 'start':
        add(COUNTERS.sessions);
        add(COUNTERS.layout(event.layout));
        add(COUNTERS.steps, event.steps);
        add(COUNTERS.source(report.source));
        add(COUNTERS.device(report.device));
        break;
      case 'stage':
        add(COUNTERS.stage(event.stage));
        break;
      case 'panel':
        add(COUNTERS.panel(event.panel));
        break;
      case 'stage-time':
        add(COUNTERS.stageSeconds(event.stage), event.seconds);
        break;
      case 'panel-time':
        add(COUNTERS.panelSeconds(event.panel), event.seconds);
        break;
      case 'click':
        if (links.has(event.url)) add(COUNTERS.click(event.url));
        break;
      case 'zoom':
        add(COUNTERS.zoom);
        break;
      case 'back':
        add(COUNTERS.back);
        break;
    }
  }
  return counts;
}

/** Whether a report begins a session (the one whose reader is counted). */
export const startsSession = (report: Pick<ReadingReport, 'events'>): boolean =>
  report.events.some((e) => e.type === 'start');

/**
 * The referrer's counter of a report that begins a session, or null. Apart from `readingCounts`:
 * a flipbook's day keeps only so many origins (READING_LIMITS.maxReferrersPerDay).
 */
export const referrerCounter = (report: ReadingReport): string | null =>
  report.referrer && startsSession(report) ? COUNTERS.referrer(report.referrer) : null;

/** A period's reading, summed over its days: what a flipbook's Statistics shows. */
export interface ReadingSummary {
  /** Unique readers of each day, added up (a reader is counted once a day per flipbook). */
  readers: number;
  sessions: number;
  /** Per stage (larger screens): sessions that reached it and the visible seconds spent on it. */
  stages: Array<{ stage: (typeof STAGES)[number]; reached: number; seconds: number }>;
  /** Per panel (phones), in slot order. */
  panels: Array<{ panel: (typeof PANEL_SLOTS)[number]; reached: number; seconds: number }>;
  /** Sessions laid out as stages and as panels. */
  layouts: { stages: number; panels: number };
  /** Share of the steps on offer that sessions reached (0 to 1), or null without sessions. */
  readDepth: number | null;
  /** Sessions that reached the back. */
  back: number;
  /** Sessions that zoomed a panel. */
  zoom: number;
  /** Clicks per link, most clicked first. */
  links: Array<{ url: string; clicks: number }>;
  sources: Record<ReadingSource, number>;
  devices: Record<DeviceClass, number>;
  /** The ten origins that sent most sessions, most first. */
  referrers: Array<{ origin: string; sessions: number }>;
  /** Sessions sent by any other origin. */
  otherReferrers: number;
}

const TOP_REFERRERS = 10;

const named = (totals: ReadonlyMap<string, number>, prefix: string) =>
  [...totals]
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, count]) => [name.slice(prefix.length), count] as const)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/** The share of the steps on offer that were reached, from the counters of `SUMMARY_COUNTERS`. */
export function readDepthOf(totals: ReadonlyMap<string, number>): number | null {
  const offered = totals.get(COUNTERS.steps) ?? 0;
  if (offered === 0) return null;
  const reached = [
    ...STAGES.map((_, i) => COUNTERS.stage(i)),
    ...PANEL_SLOTS.map((_, i) => COUNTERS.panel(i)),
  ].reduce((sum, name) => sum + (totals.get(name) ?? 0), 0);
  return Math.min(1, reached / offered);
}

/** The summary of a flipbook's counters summed over a period. */
export function summarize(totals: ReadonlyMap<string, number>): ReadingSummary {
  const count = (name: string) => totals.get(name) ?? 0;
  const referrers = named(totals, COUNTERS.referrer(''));
  return {
    readers: count(COUNTERS.readers),
    sessions: count(COUNTERS.sessions),
    stages: STAGES.map((stage, i) => ({
      stage,
      reached: count(COUNTERS.stage(i)),
      seconds: count(COUNTERS.stageSeconds(i)),
    })),
    panels: PANEL_SLOTS.map((panel, i) => ({
      panel,
      reached: count(COUNTERS.panel(i)),
      seconds: count(COUNTERS.panelSeconds(i)),
    })),
    layouts: { stages: count(COUNTERS.layout('stages')), panels: count(COUNTERS.layout('panels')) },
    readDepth: readDepthOf(totals),
    back: count(COUNTERS.back),
    zoom: count(COUNTERS.zoom),
    links: named(totals, COUNTERS.click('')).map(([url, clicks]) => ({ url, clicks })),
    sources: Object.fromEntries(
      READING_SOURCES.map((s) => [s, count(COUNTERS.source(s))]),
    ) as ReadingSummary['sources'],
    devices: Object.fromEntries(
      DEVICE_CLASSES.map((d) => [d, count(COUNTERS.device(d))]),
    ) as ReadingSummary['devices'],
    referrers: referrers
      .slice(0, TOP_REFERRERS)
      .map(([origin, sessions]) => ({ origin, sessions })),
    otherReferrers:
      referrers.slice(TOP_REFERRERS).reduce((sum, [, n]) => sum + n, 0) +
      count(COUNTERS.referrersOther),
  };
}
