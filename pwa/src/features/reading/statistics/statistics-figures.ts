import {
  DEVICE_CLASSES,
  type DeviceClass,
  READING_SOURCES,
  type ReadingSource,
} from '#core/reading';
import type { ReadingSummary } from '#core/reading-counts';
import { currentLocale, t } from '#pwa/i18n/i18n';
import type { BarRow } from './bar-list';

type Stage = ReadingSummary['stages'][number]['stage'];
type Panel = ReadingSummary['panels'][number]['panel'];

/** Panels as a creator knows them: the sheet's side, and the place from the left. */
const PANEL_PLACES: Record<Panel, { side: 'front' | 'back'; number: number }> = {
  left: { side: 'front', number: 1 },
  middle: { side: 'front', number: 2 },
  right: { side: 'front', number: 3 },
  leftBack: { side: 'back', number: 1 },
  middleBack: { side: 'back', number: 2 },
  rightBack: { side: 'back', number: 3 },
};

/** A step's name in the page's language: a stage ('Half open') or a phone's panel. */
function stepName(step: { stage: Stage } | { panel: Panel } | null): string {
  if (!step) return '';
  if ('stage' in step)
    return t('library.stats.stage', {
      stage: step.stage === 'half-open' ? 'halfOpen' : step.stage,
    });
  return t('library.stats.panel', PANEL_PLACES[step.panel]);
}

/** '45 s', '2 min 5 s', in the page's language. */
function duration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return t('library.stats.seconds', { seconds: whole });
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0
    ? t('library.stats.minutes', { minutes })
    : t('library.stats.minutesSeconds', { minutes, seconds: rest });
}

/** A share as a whole percentage in the page's language ('80%', '80 %'), '—' of nothing. */
export const percent = (part: number, whole: number) =>
  whole > 0
    ? new Intl.NumberFormat(currentLocale(), { style: 'percent' }).format(
        Math.round((part / whole) * 100) / 100,
      )
    : '—';

/**
 * A step on offer: which stage or panel it is, how many of its layout's sessions reached it, and
 * its visible seconds.
 */
type Step = {
  step: { stage: Stage } | { panel: Panel } | null;
  reached: number;
  seconds: number;
  visits: number;
};

/**
 * A flipbook's read depth funnels as core defines them (core/read-depth.ts): its stages on larger
 * screens, its panels on phones, each the steps on offer.
 */
export function stepsOf(reading: ReadingSummary): { stages: Step[]; panels: Step[] } {
  return {
    stages: reading.funnel.stages.steps.map(({ step, reached }) => {
      const stage = reading.stages[step];
      return {
        step: stage ? { stage: stage.stage } : null,
        reached,
        seconds: stage?.seconds ?? 0,
        visits: stage?.reached ?? 0,
      };
    }),
    panels: reading.funnel.panels.steps.map(({ step, reached }) => {
      const panel = reading.panels[step];
      return {
        step: panel ? { panel: panel.panel } : null,
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
    label: stepName(s.step),
    value: s.reached,
    shown: `${percent(s.reached, sessions)} · ${s.reached}`,
  }));

/** The average visible time on each step, over the sessions that reached it. */
export const averageSeconds = (s: Step) => (s.visits > 0 ? s.seconds / s.visits : 0);

export const timeRows = (steps: Step[]): BarRow[] =>
  steps.map((s) => {
    const average = averageSeconds(s);
    return { label: stepName(s.step), value: average, shown: duration(average) };
  });

/** Rows of counts by name, largest first, without the empty ones. */
export const countRows = (counts: Array<[string, number]>): BarRow[] =>
  counts
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([label, value]) => ({ label, value, shown: shownNumber(value) }));

/** A count in the page's language ('1,234', '1.234'). */
export const shownNumber = (value: number) => new Intl.NumberFormat(currentLocale()).format(value);

/** Sessions per source and per device, in a fixed order. */
export const sourceCounts = (reading: ReadingSummary): Array<[ReadingSource, number]> =>
  READING_SOURCES.map((s) => [s, reading.sources[s]]);
export const deviceCounts = (reading: ReadingSummary): Array<[DeviceClass, number]> =>
  DEVICE_CLASSES.map((d) => [d, reading.devices[d]]);
