import { PANEL_SLOTS } from './panel-layout';
import { depthParts, type LayoutFunnel, layoutFunnel, readDepthOf } from './read-depth';
import {
  DEVICE_CLASSES,
  type DeviceClass,
  READING_LIMITS,
  READING_SOURCES,
  type ReadingSource,
  STAGES,
} from './reading';
import type { ReadingReport } from './schemas/reading';

type Layout = 'stages' | 'panels';

/** The names of the day's counters; a flipbook's statistics are read back from them. */
export const COUNTERS = {
  readers: 'readers',
  sessions: 'sessions',
  zoom: 'zoom',
  back: 'back',
  referrersOther: 'referrers-other',
  layout: (layout: Layout) => `layout:${layout}`,
  /** Steps a layout's sessions were offered (its stages, or the phone's panels): the read depth's whole. */
  layoutSteps: (layout: Layout) => `steps:${layout}`,
  stage: (i: number) => `stage:${i}`,
  stageSeconds: (i: number) => `stage-seconds:${i}`,
  panel: (i: number) => `panel:${i}`,
  panelSeconds: (i: number) => `panel-seconds:${i}`,
  source: (s: ReadingSource) => `source:${s}`,
  device: (d: DeviceClass) => `device:${d}`,
  click: (url: string) => `click:${url}`,
  referrer: (origin: string) => `referrer:${origin}`,
} as const;

/** Whether a report begins a session (the one whose reader is counted). */
export const startsSession = (report: Pick<ReadingReport, 'events'>): boolean =>
  report.events.some((e) => e.type === 'start');

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
  /** How many sessions of each layout reached each step on offer (core/read-depth.ts). */
  funnel: Record<Layout, LayoutFunnel>;
  /** The funnel's bars averaged over its sessions (0 to 1), or null without sessions. */
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

/** A flipbook's read depth funnels, from its counters summed over a period. */
export function funnelsOf(totals: ReadonlyMap<string, number>): Record<Layout, LayoutFunnel> {
  const count = (name: string) => totals.get(name) ?? 0;
  const of = (layout: Layout, reached: number[]) =>
    layoutFunnel(
      {
        sessions: count(COUNTERS.layout(layout)),
        offered: count(COUNTERS.layoutSteps(layout)),
        reached,
      },
      layout === 'stages',
    );
  return {
    stages: of(
      'stages',
      STAGES.map((_, i) => count(COUNTERS.stage(i))),
    ),
    panels: of(
      'panels',
      PANEL_SLOTS.map((_, i) => count(COUNTERS.panel(i))),
    ),
  };
}

/** The summary of a flipbook's counters summed over a period. */
export function summarize(totals: ReadonlyMap<string, number>): ReadingSummary {
  const count = (name: string) => totals.get(name) ?? 0;
  const referrers = named(totals, COUNTERS.referrer(''));
  const funnel = funnelsOf(totals);
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
    funnel,
    readDepth: readDepthOf([depthParts([funnel.stages, funnel.panels])]),
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

/** What the server keeps of a session while it lasts, so that each thing in it counts once. */
export interface SessionState {
  /** When the server first heard of it (its own clock, ms). */
  since: number;
  /** Steps reached: `s<stage>` or `p<panel>`. */
  reached: string[];
  /** Seconds counted per step, and in all. */
  stepSeconds: Record<string, number>;
  seconds: number;
  clicked: string[];
  zoomed: boolean;
  back: boolean;
  /** The origin its first report named, counted once the session has read. */
  referrer: string | null;
  referred: boolean;
}

/** A session as the server first hears of it, at `since` by its clock, sent from `referrer`. */
export const newSession = (since: number, referrer: string | null): SessionState => ({
  since,
  reached: [],
  stepSeconds: {},
  seconds: 0,
  clicked: [],
  zoomed: false,
  back: false,
  referrer,
  referred: false,
});

/** What one report adds to its session: null when it adds nothing. */
export interface SessionOutcome {
  state: SessionState;
  counts: Map<string, number>;
  /** The report began the session: its reader may count. */
  starts: boolean;
  /** The referrer counter of a session that has just read, or null. */
  referrer: string | null;
}

const stepOf = (event: { stage: number } | { panel: number }) =>
  'stage' in event ? `s${event.stage}` : `p${event.panel}`;

type ReadingEvent = ReadingReport['events'][number];

/** What one report's events add: the session's copy they change, the counters and the seconds left. */
interface Tally {
  next: SessionState;
  counts: Map<string, number>;
  /** The seconds the report may still add (a beacon's bound; else no bound). */
  allowance: number;
}

const add = (tally: Tally, name: string, n = 1) =>
  tally.counts.set(name, (tally.counts.get(name) ?? 0) + n);

/** A step's seconds, within its ten minutes and the report's allowance. */
function addStepTime(
  tally: Tally,
  event: Extract<ReadingEvent, { type: 'stage-time' | 'panel-time' }>,
) {
  const step = stepOf(event);
  const had = tally.next.stepSeconds[step] ?? 0;
  const n = Math.min(event.seconds, READING_LIMITS.maxStepSeconds - had, tally.allowance);
  if (n <= 0) return;
  tally.next.stepSeconds[step] = had + n;
  tally.next.seconds += n;
  tally.allowance -= n;
  add(
    tally,
    'stage' in event ? COUNTERS.stageSeconds(event.stage) : COUNTERS.panelSeconds(event.panel),
    n,
  );
}

/** One event of a report: each step, the zoom, the back and each link once a session. */
function addEvent(
  tally: Tally,
  event: ReadingEvent,
  report: ReadingReport,
  context: { starts: boolean; links: ReadonlySet<string> },
) {
  const { next } = tally;
  switch (event.type) {
    case 'start':
      if (!context.starts) return;
      add(tally, COUNTERS.sessions);
      add(tally, COUNTERS.layout(event.layout));
      add(tally, COUNTERS.layoutSteps(event.layout), event.steps);
      add(tally, COUNTERS.source(report.source));
      add(tally, COUNTERS.device(report.device));
      return;
    case 'stage':
    case 'panel': {
      const step = stepOf(event);
      if (next.reached.includes(step)) return;
      next.reached.push(step);
      add(tally, 'stage' in event ? COUNTERS.stage(event.stage) : COUNTERS.panel(event.panel));
      return;
    }
    case 'stage-time':
    case 'panel-time':
      return addStepTime(tally, event);
    case 'click':
      if (!context.links.has(event.url) || next.clicked.includes(event.url)) return;
      next.clicked.push(event.url);
      return add(tally, COUNTERS.click(event.url));
    case 'zoom':
      if (next.zoomed) return;
      next.zoomed = true;
      return add(tally, COUNTERS.zoom);
    case 'back':
      if (next.back) return;
      next.back = true;
      return add(tally, COUNTERS.back);
  }
}

/**
 * What a report adds to its session as the server holds it (`state`, null before the first
 * report that counted), the server's clock `at`. A session counts once, from the report that
 * starts it; nothing counts of a session never started. Each step, the zoom, the back and each
 * link count once a session. Its seconds are at most ten minutes a step, and when `bounded`
 * (a signed-out page's beacon, which anyone can send) at most the seconds since the server first
 * heard of it, plus READING_LIMITS.reportGraceSeconds. Its referrer counts once it has read
 * (READING_LIMITS.readSeconds).
 */
export function sessionCounts(
  state: SessionState | null,
  report: ReadingReport,
  links: ReadonlySet<string>,
  clock: { at: number; bounded: boolean },
): SessionOutcome | null {
  const starts = state === null && startsSession(report);
  if (state === null && !starts) return null;
  const next: SessionState = state
    ? {
        ...state,
        reached: [...state.reached],
        stepSeconds: { ...state.stepSeconds },
        clicked: [...state.clicked],
      }
    : newSession(clock.at, report.referrer);
  const tally: Tally = {
    next,
    counts: new Map(),
    allowance: clock.bounded
      ? Math.floor((clock.at - next.since) / 1000) +
        READING_LIMITS.reportGraceSeconds -
        next.seconds
      : Number.POSITIVE_INFINITY,
  };
  for (const event of report.events) addEvent(tally, event, report, { starts, links });
  const refers =
    next.referrer !== null &&
    !next.referred &&
    next.reached.length > 0 &&
    next.seconds >= READING_LIMITS.readSeconds;
  if (refers) next.referred = true;
  if (tally.counts.size === 0 && !refers) return null;
  return {
    state: next,
    counts: tally.counts,
    starts,
    referrer: refers && next.referrer ? COUNTERS.referrer(next.referrer) : null,
  };
}
