import { DEVICE_CLASSES, READING_SOURCES } from '#core/reading';
import type { ReadingSummary } from '#core/reading-counts';
import type { BarRow } from './bar-list';

const SOURCE_LABELS: Record<keyof ReadingSummary['sources'], string> = {
  link: 'Shared link',
  embed: 'Embedded',
  event: 'Event kiosk',
  library: 'Your library',
};
const DEVICE_LABELS: Record<keyof ReadingSummary['devices'], string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
};
const STAGE_LABELS: Record<ReadingSummary['stages'][number]['stage'], string> = {
  cover: 'Cover',
  'half-open': 'Half open',
  open: 'Open',
  back: 'Back',
};
const PANEL_LABELS: Record<ReadingSummary['panels'][number]['panel'], string> = {
  left: 'Front panel 1',
  middle: 'Front panel 2',
  right: 'Front panel 3',
  leftBack: 'Back panel 1',
  middleBack: 'Back panel 2',
  rightBack: 'Back panel 3',
};

/** '45 s', '2 min 5 s'. */
function duration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const rest = whole % 60;
  return rest === 0 ? `${Math.floor(whole / 60)} min` : `${Math.floor(whole / 60)} min ${rest} s`;
}

export const percent = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';

/** A step on offer: how many of its layout's sessions reached it, and its visible seconds. */
type Step = { label: string; reached: number; seconds: number; visits: number };

/**
 * A flipbook's read depth funnels as core defines them (core/read-depth.ts): its stages on larger
 * screens, its panels on phones, each the steps on offer.
 */
export function stepsOf(reading: ReadingSummary): { stages: Step[]; panels: Step[] } {
  return {
    stages: reading.funnel.stages.steps.map(({ step, reached }) => {
      const stage = reading.stages[step];
      return {
        label: stage ? STAGE_LABELS[stage.stage] : '',
        reached,
        seconds: stage?.seconds ?? 0,
        visits: stage?.reached ?? 0,
      };
    }),
    panels: reading.funnel.panels.steps.map(({ step, reached }) => {
      const panel = reading.panels[step];
      return {
        label: panel ? PANEL_LABELS[panel.panel] : '',
        reached,
        seconds: panel?.seconds ?? 0,
        visits: panel?.reached ?? 0,
      };
    }),
  };
}

/** The read depth as every place shows it: a whole percentage, '—' before any session. */
export const readDepthShown = (depth: number | null) => (depth === null ? '—' : percent(depth, 1));

/** The funnel: how many of the layout's sessions reached each step. */
export const depthRows = (steps: Step[], sessions: number): BarRow[] =>
  steps.map((s) => ({
    label: s.label,
    value: s.reached,
    shown: `${percent(s.reached, sessions)} · ${s.reached}`,
  }));

/** The average visible time on each step, over the sessions that reached it. */
export const averageSeconds = (s: Step) => (s.visits > 0 ? s.seconds / s.visits : 0);

export const timeRows = (steps: Step[]): BarRow[] =>
  steps.map((s) => {
    const average = averageSeconds(s);
    return { label: s.label, value: average, shown: duration(average) };
  });

/** Rows of counts by name, largest first, without the empty ones. */
export const countRows = (counts: Array<[string, number]>): BarRow[] =>
  counts
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([label, value]) => ({ label, value, shown: String(value) }));

/** Sessions per source and per device, by their names, in a fixed order. */
export const sourceCounts = (reading: ReadingSummary): Array<[string, number]> =>
  READING_SOURCES.map((s) => [SOURCE_LABELS[s], reading.sources[s]]);
export const deviceCounts = (reading: ReadingSummary): Array<[string, number]> =>
  DEVICE_CLASSES.map((d) => [DEVICE_LABELS[d], reading.devices[d]]);
