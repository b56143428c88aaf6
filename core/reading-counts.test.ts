import { describe, expect, it } from 'vitest';
import { deviceClass, READING_LIMITS } from './reading';
import { COUNTERS, sessionCounts, summarize } from './reading-counts';
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
  const links = new Set(['https://shop.example/']);
  const owner = { at: 0, bounded: false };
  const whole = report([
    { type: 'start', layout: 'stages', steps: 4 },
    ...[0, 1, 2, 3].map((stage) => ({ type: 'stage' as const, stage })),
    { type: 'stage-time', stage: 0, seconds: 4 },
    { type: 'stage-time', stage: 0, seconds: 3 },
    { type: 'stage-time', stage: 3, seconds: 12 },
    { type: 'click', url: 'https://shop.example/' },
    { type: 'click', url: 'https://shop.example/' },
    { type: 'zoom' },
    { type: 'back' },
  ]);

  it('turns a session read to the back into its counters: its source and device once, a link one click', () => {
    const outcome = sessionCounts(null, whole, links, owner);
    expect(outcome?.starts).toBe(true);
    expect(outcome?.referrer).toBe('referrer:https://news.example');
    expect(Object.fromEntries(outcome?.counts ?? [])).toEqual({
      sessions: 1,
      'layout:stages': 1,
      'steps:stages': 4,
      'source:link': 1,
      'device:desktop': 1,
      'stage:0': 1,
      'stage:1': 1,
      'stage:2': 1,
      'stage:3': 1,
      'stage-seconds:0': 7,
      'stage-seconds:3': 12,
      'click:https://shop.example/': 1,
      zoom: 1,
      back: 1,
    });
  });

  it('counts a session once: the same report again adds nothing but the seconds still allowed', () => {
    const first = sessionCounts(null, whole, links, owner);
    expect(sessionCounts(first?.state ?? null, whole, links, owner)?.counts).toEqual(
      new Map([
        ['stage-seconds:0', 7],
        ['stage-seconds:3', 12],
      ]),
    );
    const noTime = report(whole.events.filter((e) => !e.type.endsWith('-time')));
    const again = sessionCounts(null, noTime, links, owner);
    expect(sessionCounts(again?.state ?? null, noTime, links, owner)).toBeNull();
  });

  it('counts nothing of a session whose start it never had, nor a click on a link the flipbook does not have', () => {
    const later = report([
      { type: 'panel', panel: 4 },
      { type: 'click', url: 'https://shop.example/' },
    ]);
    expect(sessionCounts(null, later, links, owner)).toBeNull();
    const started = sessionCounts(
      null,
      report([{ type: 'start', layout: 'panels', steps: 6 }]),
      links,
      owner,
    );
    const elsewhere = report([{ type: 'click', url: 'https://elsewhere.example/' }]);
    expect(sessionCounts(started?.state ?? null, elsewhere, links, owner)).toBeNull();
  });

  it('bounds a beacon’s seconds by the server’s time since the session began, and ten minutes a step', () => {
    const at = Date.parse('2026-07-01T10:00:00Z');
    const start = report([
      { type: 'start', layout: 'stages', steps: 4 },
      { type: 'stage', stage: 0 },
      { type: 'stage-time', stage: 0, seconds: 600 },
    ]);
    const first = sessionCounts(null, start, links, { at, bounded: true });
    expect(first?.counts.get('stage-seconds:0')).toBe(READING_LIMITS.reportGraceSeconds);
    const time = report([{ type: 'stage-time', stage: 0, seconds: 600 }]);
    const minuteOn = sessionCounts(first?.state ?? null, time, links, {
      at: at + 60_000,
      bounded: true,
    });
    expect(minuteOn?.counts.get('stage-seconds:0')).toBe(60);
    const hourOn = sessionCounts(minuteOn?.state ?? null, time, links, {
      at: at + 3_600_000,
      bounded: true,
    });
    expect(hourOn?.counts.get('stage-seconds:0')).toBe(
      READING_LIMITS.maxStepSeconds - 60 - READING_LIMITS.reportGraceSeconds,
    );
  });

  it('counts a referrer once its session has read, and never without one', () => {
    const at = 0;
    const opened = sessionCounts(
      null,
      report([
        { type: 'start', layout: 'stages', steps: 4 },
        { type: 'stage', stage: 0 },
        { type: 'stage-time', stage: 0, seconds: 2 },
      ]),
      links,
      { at, bounded: true },
    );
    expect(opened?.referrer).toBeNull();
    const time = report([{ type: 'stage-time', stage: 0, seconds: 20 }]);
    const read = sessionCounts(opened?.state ?? null, time, links, { at: 30_000, bounded: true });
    expect(read?.referrer).toBe('referrer:https://news.example');
    const more = sessionCounts(read?.state ?? null, time, links, { at: 60_000, bounded: true });
    expect(more?.referrer).toBeNull();
    const direct = sessionCounts(null, { ...whole, referrer: null }, links, owner);
    expect(direct?.referrer).toBeNull();
  });

  it('summarises a period: the read depth over the steps offered, the ten busiest referrers and the rest', () => {
    const totals = new Map<string, number>([
      [COUNTERS.sessions, 3],
      [COUNTERS.layout('stages'), 2],
      [COUNTERS.layoutSteps('stages'), 4 + 4],
      [COUNTERS.layout('panels'), 1],
      [COUNTERS.layoutSteps('panels'), 6],
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

  it('classes a touch screen by its shorter side, whichever way it is held, and a mouse’s by its width', () => {
    const touch = (width: number, height: number) => deviceClass({ width, height, touch: true });
    const mouse = (width: number, height: number) => deviceClass({ width, height, touch: false });
    // Phones, upright and on their side.
    expect([touch(390, 844), touch(844, 390), touch(412, 915), touch(599, 1000)]).toEqual([
      'phone',
      'phone',
      'phone',
      'phone',
    ]);
    // Tablets, from an iPad mini upright to a 13-inch tablet on its side.
    expect([touch(744, 1133), touch(820, 1180), touch(1180, 820), touch(1366, 1024)]).toEqual([
      'tablet',
      'tablet',
      'tablet',
      'tablet',
    ]);
    expect([mouse(390, 844), mouse(600, 800), mouse(601, 800), mouse(900, 700)]).toEqual([
      'phone',
      'phone',
      'desktop',
      'desktop',
    ]);
    expect(mouse(1366, 768)).toBe('desktop');
  });
});
