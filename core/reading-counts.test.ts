import { describe, expect, it } from 'vitest';
import { deviceClass } from './reading';
import { COUNTERS, readingCounts, referrerCounter, summarize } from './reading-counts';
import type { ReadingReport } from './schemas/reading';

const report = (events: ReadingReport['events'], over: Partial<ReadingReport> = {}) => ({
  session: '0f8e7a52-3c1d-4b6e-9a2f-1d2c3b4a5e6f',
  source: 'link' as const,
  device: 'desktop' as const,
  referrer: 'https://news.example',
  events,
  ...over,
});

describe('reading counts', () => {
  it('turns a session read to the back into its counters, with its source and device once', () => {
    const counts = readingCounts(
      report([
        { type: 'start', layout: 'stages', steps: 4 },
        ...[0, 1, 2, 3].map((stage) => ({ type: 'stage' as const, stage })),
        { type: 'stage-time', stage: 0, seconds: 4 },
        { type: 'stage-time', stage: 0, seconds: 3 },
        { type: 'stage-time', stage: 3, seconds: 12 },
        { type: 'click', url: 'https://shop.example/' },
        { type: 'click', url: 'https://shop.example/' },
        { type: 'zoom' },
        { type: 'back' },
      ]),
      new Set(['https://shop.example/']),
    );
    expect(Object.fromEntries(counts)).toEqual({
      sessions: 1,
      'layout:stages': 1,
      steps: 4,
      'source:link': 1,
      'device:desktop': 1,
      'stage:0': 1,
      'stage:1': 1,
      'stage:2': 1,
      'stage:3': 1,
      'stage-seconds:0': 7,
      'stage-seconds:3': 12,
      'click:https://shop.example/': 2,
      zoom: 1,
      back: 1,
    });
  });

  it('names the referrer of a session’s first report only', () => {
    expect(referrerCounter(report([{ type: 'start', layout: 'stages', steps: 4 }]))).toBe(
      'referrer:https://news.example',
    );
    expect(referrerCounter(report([{ type: 'zoom' }]))).toBeNull();
    expect(
      referrerCounter(report([{ type: 'start', layout: 'stages', steps: 4 }], { referrer: null })),
    ).toBeNull();
  });

  it('counts no click on a link the flipbook does not have, and no session without a start', () => {
    const counts = readingCounts(
      report([
        { type: 'panel', panel: 4 },
        { type: 'panel-time', panel: 4, seconds: 0 },
        { type: 'click', url: 'https://elsewhere.example/' },
      ]),
      new Set(['https://shop.example/']),
    );
    expect(Object.fromEntries(counts)).toEqual({ 'panel:4': 1 });
  });

  it('summarises a period: the read depth over the steps offered, the ten busiest referrers and the rest', () => {
    const totals = new Map<string, number>([
      [COUNTERS.sessions, 3],
      [COUNTERS.steps, 4 + 4 + 6],
      [COUNTERS.stage(0), 2],
      [COUNTERS.stage(1), 2],
      [COUNTERS.stage(2), 1],
      [COUNTERS.stage(3), 1],
      [COUNTERS.panel(0), 1],
      [COUNTERS.panel(1), 1],
      [COUNTERS.referrersOther, 2],
      ...Array.from(
        { length: 12 },
        (_, i) => [COUNTERS.referrer(`https://r${i}.example`), i + 1] as const,
      ),
    ]);
    const summary = summarize(totals);
    expect(summary.readDepth).toBeCloseTo(8 / 14);
    expect(summary.referrers.map((r) => r.sessions)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(summary.otherReferrers).toBe(1 + 2 + 2);
    expect(summary.stages.map((s) => s.reached)).toEqual([2, 2, 1, 1]);
    expect(summarize(new Map()).readDepth).toBeNull();
  });

  it('classes a 390 px viewport as a phone, 768 as a tablet and 1366 as a desktop', () => {
    expect([390, 600, 601, 768, 1024, 1025, 1366].map(deviceClass)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });
});
