import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PANEL_SLOTS } from './panel-layout';
import { depthParts, layoutFunnel, readDepthOf } from './read-depth';
import { STAGES } from './reading';
import { sessionCounts, summarize } from './reading-counts';
import type { ReadingEvent } from './schemas/reading';

type Layout = 'stages' | 'panels';
interface ModelSession {
  layout: Layout;
  /** Steps reached in its own layout, within those on offer. */
  reached: number[];
  /** Steps of the other layout reached after the screen turned (not on offer to it). */
  turned: number[];
}

const sizes = { stages: STAGES.length, panels: PANEL_SLOTS.length };
const other = (layout: Layout): Layout => (layout === 'stages' ? 'panels' : 'stages');

/** Sessions of one flipbook that offers `offer` steps in each layout. */
const flipbook = (turns: boolean) =>
  fc
    .record({
      offer: fc.record({
        stages: fc.integer({ min: 1, max: sizes.stages }),
        panels: fc.integer({ min: 1, max: sizes.panels }),
      }),
      sessions: fc.array(
        fc.record({
          layout: fc.constantFrom<Layout>('stages', 'panels'),
          picks: fc.array(fc.nat(), { maxLength: 8 }),
          turned: fc.array(fc.nat(), { maxLength: turns ? 3 : 0 }),
        }),
        { maxLength: 25 },
      ),
    })
    .map(({ offer, sessions }) => ({
      offer,
      sessions: sessions.map(
        (s): ModelSession => ({
          layout: s.layout,
          reached: [...new Set(s.picks.map((p) => p % offer[s.layout]))],
          turned: [...new Set(s.turned.map((p) => p % sizes[other(s.layout)]))],
        }),
      ),
    }));

const step = (layout: Layout, i: number): ReadingEvent =>
  layout === 'stages' ? { type: 'stage', stage: i } : { type: 'panel', panel: i };

/** The counters the server keeps of the sessions, each counted as core counts a report. */
function countersOf(offer: Record<Layout, number>, sessions: readonly ModelSession[]) {
  const totals = new Map<string, number>();
  for (const [n, s] of sessions.entries()) {
    const outcome = sessionCounts(
      null,
      {
        session: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        source: 'link',
        device: 'desktop',
        referrer: null,
        events: [
          { type: 'start', layout: s.layout, steps: offer[s.layout] },
          ...s.reached.map((i) => step(s.layout, i)),
          ...s.turned.map((i) => step(other(s.layout), i)),
        ],
      },
      new Set(),
      { at: 0, bounded: false },
    );
    for (const [name, count] of outcome?.counts ?? [])
      totals.set(name, (totals.get(name) ?? 0) + count);
  }
  return totals;
}

/** The read depth as a share of the funnel's bars, each bar weighted by its layout's sessions. */
const barsAverage = (summary: ReturnType<typeof summarize>) => {
  const funnels = [summary.funnel.stages, summary.funnel.panels];
  const bars = funnels.flatMap((f) => f.steps.map((s) => ({ share: s.reached / f.sessions, f })));
  const weight = bars.reduce((sum, b) => sum + b.f.sessions, 0);
  return weight === 0 ? null : bars.reduce((sum, b) => sum + b.share * b.f.sessions, 0) / weight;
};

describe('read depth', () => {
  it('is the share of the steps on offer that sessions reached, as a small model counts it', () => {
    fc.assert(
      fc.property(flipbook(false), ({ offer, sessions }) => {
        const reached = sessions.reduce((sum, s) => sum + s.reached.length, 0);
        const offered = sessions.reduce((sum, s) => sum + offer[s.layout], 0);
        const depth = summarize(countersOf(offer, sessions)).readDepth;
        if (offered === 0) expect(depth).toBeNull();
        else expect(depth).toBeCloseTo(reached / offered, 12);
      }),
    );
  });

  it('is the average of the funnel’s bars, which never pass 100%, also when sessions turn the screen', () => {
    fc.assert(
      fc.property(flipbook(true), ({ offer, sessions }) => {
        const summary = summarize(countersOf(offer, sessions));
        const average = barsAverage(summary);
        if (average === null) expect(summary.readDepth).toBeNull();
        else expect(summary.readDepth).toBeCloseTo(average, 12);
        for (const f of [summary.funnel.stages, summary.funnel.panels])
          for (const s of f.steps) expect(s.reached).toBeLessThanOrEqual(f.sessions);
      }),
    );
  });

  it('across flipbooks is each one’s steps reached over its steps on offer, added up', () => {
    fc.assert(
      fc.property(fc.array(flipbook(true), { maxLength: 4 }), (books) => {
        const summaries = books.map((b) => summarize(countersOf(b.offer, b.sessions)));
        const parts = summaries.map((s) => depthParts([s.funnel.stages, s.funnel.panels]));
        const one = books.length === 1 ? summaries[0]?.readDepth : undefined;
        if (one !== undefined) expect(readDepthOf(parts)).toBe(one);
        const offered = parts.reduce((sum, p) => sum + p.offered, 0);
        const reached = parts.reduce((sum, p) => sum + p.reached, 0);
        expect(readDepthOf(parts)).toBe(offered === 0 ? null : reached / offered);
      }),
    );
  });

  it('offers a phone’s panels that were reached, then the first others up to the number on offer', () => {
    const funnel = layoutFunnel({ sessions: 2, offered: 6, reached: [1, 0, 2, 0, 0, 0] }, false);
    expect(funnel.steps).toEqual([
      { step: 0, reached: 1 },
      { step: 1, reached: 0 },
      { step: 2, reached: 2 },
    ]);
    // Days counted before the steps on offer were: the stages up to the furthest reached.
    const old = layoutFunnel({ sessions: 2, offered: 0, reached: [2, 0, 1, 0] }, true);
    expect(old.steps.map((s) => s.step)).toEqual([0, 1, 2]);
  });
});
