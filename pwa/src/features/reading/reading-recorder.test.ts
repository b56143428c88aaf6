import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READING_LIMITS, type ReaderScreen } from '#core/reading';
import type { ReadingReport } from '#core/schemas/reading';
import { publicReadingReport } from '#core/schemas/reading';
import { type RecorderEnvironment, startRecorder } from './reading-recorder';

const FLIPBOOK = '0f8e7a52-3c1d-4b6e-9a2f-1d2c3b4a5e6f';
const START = Date.parse('2026-07-01T10:00:00Z');

/** A page for the recorder: a clock it shares with the fake timers, storage, visibility. */
function fakePage() {
  const store = new Map<string, string>();
  let visible = true;
  let screen: ReaderScreen = { width: 1366, height: 768, touch: false };
  const listeners: Array<[() => void, () => void]> = [];
  const env: RecorderEnvironment = {
    now: () => Date.now(),
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    visible: () => visible,
    screen: () => screen,
    referrer: 'https://news.example',
    listen(onVisibility, onLeave) {
      const pair: [() => void, () => void] = [onVisibility, onLeave];
      listeners.push(pair);
      return () => listeners.splice(listeners.indexOf(pair), 1);
    },
  };
  return {
    env,
    setVisible(value: boolean) {
      visible = value;
      for (const [onVisibility] of listeners) onVisibility();
    },
    leave: () => {
      for (const [, onLeave] of listeners) onLeave();
    },
    setScreen: (value: ReaderScreen) => {
      screen = value;
    },
  };
}

describe('the reading recorder', () => {
  let page: ReturnType<typeof fakePage>;
  let sent: ReadingReport[];
  const record = () =>
    startRecorder({
      flipbookId: FLIPBOOK,
      source: 'link',
      send: (report) => sent.push(report),
      env: page.env,
    });
  const events = () => sent.flatMap((r) => r.events);
  /** Visible seconds reported per step, over all reports. */
  const seconds = () => {
    const sums: Record<string, number> = {};
    for (const e of events()) {
      const step =
        e.type === 'stage-time' ? `s${e.stage}` : e.type === 'panel-time' ? `p${e.panel}` : null;
      if (step && 'seconds' in e) sums[step] = (sums[step] ?? 0) + e.seconds;
    }
    return sums;
  };
  const withoutTimes = () =>
    events().filter((e) => e.type !== 'stage-time' && e.type !== 'panel-time');

  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    page = fakePage();
    sent = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loses no turn recorded just before a reload: the next page of the session reports it', () => {
    const first = record();
    first.step({ stage: 0, stages: 4 });
    vi.advanceTimersByTime(3_000);
    first.step({ stage: 1, stages: 4 });
    // The page goes 200 ms later, before its report, and its last beacon never leaves (a crash):
    // nothing of it runs any more.
    vi.advanceTimersByTime(200);
    vi.clearAllTimers();
    const afterReload = record();
    afterReload.step({ stage: 0, stages: 4 });
    vi.advanceTimersByTime(3_000);
    afterReload.stop();
    expect(withoutTimes()).toEqual([
      { type: 'start', layout: 'stages', steps: 4 },
      { type: 'stage', stage: 0 },
      { type: 'stage', stage: 1 },
    ]);
    // One session: the reload went on with it.
    expect(new Set(sent.map((r) => r.session)).size).toBe(1);
  });

  it('sends a turn once when the page that made it reported it as it went', () => {
    const first = record();
    first.step({ stage: 0, stages: 4 });
    first.step({ stage: 1, stages: 4 });
    page.leave();
    vi.clearAllTimers();
    const afterReload = record();
    afterReload.step({ stage: 0, stages: 4 });
    vi.advanceTimersByTime(3_000);
    afterReload.stop();
    expect(withoutTimes().filter((e) => e.type === 'stage')).toEqual([
      { type: 'stage', stage: 0 },
      { type: 'stage', stage: 1 },
    ]);
  });

  it('offers as many steps as the brochure has stages: one for a one-page flyer', () => {
    const recorder = record();
    recorder.step({ stage: 0, stages: 1 });
    vi.advanceTimersByTime(3_000);
    recorder.stop();
    expect(withoutTimes()).toEqual([
      { type: 'start', layout: 'stages', steps: 1 },
      { type: 'stage', stage: 0 },
    ]);
  });

  it('reports a session read cover to back: each stage once, its visible seconds, the back once', () => {
    const recorder = record();
    for (const stage of [0, 1, 2, 3]) {
      recorder.step({ stage, stages: 4 });
      vi.advanceTimersByTime(5_000);
    }
    recorder.click('https://shop.example/');
    recorder.zoom();
    recorder.zoom();
    recorder.step({ stage: 0, stages: 4 });
    vi.advanceTimersByTime(1_400);
    recorder.stop();
    expect(withoutTimes()).toEqual([
      { type: 'start', layout: 'stages', steps: 4 },
      { type: 'stage', stage: 0 },
      { type: 'stage', stage: 1 },
      { type: 'stage', stage: 2 },
      { type: 'stage', stage: 3 },
      { type: 'back' },
      { type: 'click', url: 'https://shop.example/' },
      { type: 'zoom' },
    ]);
    // The cover's 5 s and then 1.4 s more, rounded as the viewer closes.
    expect(seconds()).toEqual({ s0: 6, s1: 5, s2: 5, s3: 5 });
    expect(new Set(sent.map((r) => r.session)).size).toBe(1);
    expect(sent[0]).toMatchObject({
      source: 'link',
      device: 'desktop',
      referrer: 'https://news.example',
    });
    // Every report is one the server takes.
    for (const report of sent)
      expect(publicReadingReport.safeParse({ flipbook: FLIPBOOK, ...report }).success).toBe(true);
  });

  it('sends a turn’s report two seconds after the last turn, and the rest as the page goes', () => {
    const recorder = record();
    recorder.step({ stage: 0, stages: 4 });
    vi.advanceTimersByTime(1_000);
    recorder.step({ stage: 1, stages: 4 });
    vi.advanceTimersByTime(1_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(500);
    page.leave();
    expect(seconds()).toEqual({ s0: 1, s1: 3 });
  });

  it('counts no hidden time, and at most ten minutes a stage', () => {
    const recorder = record();
    recorder.step({ stage: 0, stages: 4 });
    vi.advanceTimersByTime(3_000);
    page.setVisible(false);
    vi.advanceTimersByTime(20 * 60_000);
    page.setVisible(true);
    vi.advanceTimersByTime(2_000);
    recorder.step({ stage: 1, stages: 4 });
    vi.advanceTimersByTime(25 * 60_000);
    recorder.stop();
    expect(seconds()).toEqual({ s0: 5, s1: READING_LIMITS.maxStepSeconds });
  });

  it('goes on with the tab’s session after a reload, and begins a new one after 30 idle minutes', () => {
    const first = record();
    first.step({ stage: 0, stages: 4 });
    first.step({ stage: 1, stages: 4 });
    page.leave();
    first.stop();
    const reloaded = record();
    reloaded.step({ stage: 0, stages: 4 });
    reloaded.step({ stage: 2, stages: 4 });
    reloaded.stop();
    expect(new Set(sent.map((r) => r.session)).size).toBe(1);
    expect(events().filter((e) => e.type === 'start')).toHaveLength(1);
    expect(
      events()
        .filter((e) => e.type === 'stage')
        .map((e) => e.type === 'stage' && e.stage),
    ).toEqual([0, 1, 2]);

    sent = [];
    const later = record();
    vi.advanceTimersByTime(READING_LIMITS.sessionIdleMs + 1);
    later.step({ stage: 1, stages: 4 });
    later.stop();
    expect(events()).toContainEqual({ type: 'start', layout: 'stages', steps: 4 });
    expect(events()).toContainEqual({ type: 'stage', stage: 1 });
    expect(new Set(sent.map((r) => r.session)).size).toBe(1);
  });

  it('begins a new session for the next visitor of a shared device, within 30 minutes of the last', () => {
    const visit = (visitor: number) => {
      const recorder = startRecorder({
        flipbookId: FLIPBOOK,
        source: 'event',
        visitor,
        send: (report) => sent.push(report),
        env: page.env,
      });
      recorder.step({ stage: 0, stages: 4 });
      vi.advanceTimersByTime(5000);
      recorder.step({ stage: 1, stages: 4 });
      recorder.stop();
    };
    visit(1);
    vi.advanceTimersByTime(60_000);
    visit(2);
    const sessions = [...new Set(sent.map((r) => r.session))];
    expect(sessions).toHaveLength(2);
    for (const session of sessions)
      expect(sent.filter((r) => r.session === session).flatMap((r) => r.events)).toContainEqual({
        type: 'start',
        layout: 'stages',
        steps: 4,
      });
  });

  it('reports a phone’s panels with the panels on offer, and the back once a back panel shows', () => {
    page.setScreen({ width: 390, height: 844, touch: true });
    const recorder = record();
    recorder.step({ panel: 1, panels: 4 });
    recorder.step({ panel: 2, panels: 4 });
    recorder.step({ panel: 4, panels: 4 });
    recorder.step({ panel: 5, panels: 4 });
    recorder.stop();
    expect(events().slice(0, 5)).toEqual([
      { type: 'start', layout: 'panels', steps: 4 },
      { type: 'panel', panel: 1 },
      { type: 'panel', panel: 2 },
      { type: 'panel', panel: 4 },
      { type: 'back' },
    ]);
    expect(sent[0]?.device).toBe('phone');
  });

  it('reports a touch tablet held on its side as a tablet, not a desktop', () => {
    page.setScreen({ width: 1180, height: 820, touch: true });
    const recorder = record();
    recorder.step({ stage: 0, stages: 4 });
    recorder.stop();
    expect(sent[0]?.device).toBe('tablet');
  });

  it('splits many clicks into reports of at most 100 events and 16 KB, the start in the first', () => {
    const recorder = record();
    recorder.step({ stage: 0, stages: 4 });
    const url = `https://shop.example/${'a'.repeat(1500)}`;
    for (let i = 0; i < 150; i++) recorder.click(url);
    recorder.stop();
    expect(events().filter((e) => e.type === 'click')).toHaveLength(150);
    expect(sent[0]?.events[0]).toEqual({ type: 'start', layout: 'stages', steps: 4 });
    for (const report of sent) {
      expect(report.events.length).toBeLessThanOrEqual(READING_LIMITS.maxEvents);
      expect(JSON.stringify({ flipbook: FLIPBOOK, ...report }).length).toBeLessThanOrEqual(
        READING_LIMITS.maxBodyBytes,
      );
    }
  });
});

describe('the reading recorder, whatever the reader does', () => {
  const action = fc.oneof(
    fc.record({ kind: fc.constant('stage' as const), stage: fc.integer({ min: 0, max: 3 }) }),
    fc.record({
      kind: fc.constant('panel' as const),
      panel: fc.integer({ min: 0, max: 5 }),
      panels: fc.integer({ min: 1, max: 6 }),
    }),
    fc.record({ kind: fc.constant('click' as const), long: fc.boolean() }),
    fc.record({ kind: fc.constant('zoom' as const) }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40 * 60_000 }) }),
    fc.record({ kind: fc.constant('visible' as const), visible: fc.boolean() }),
    fc.record({ kind: fc.constant('leave' as const) }),
  );

  it('sends only reports the server takes: each step reached once and at most ten minutes a step per session', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        vi.useFakeTimers({ now: START });
        const page = fakePage();
        const sent: ReadingReport[] = [];
        const recorder = startRecorder({
          flipbookId: FLIPBOOK,
          source: 'embed',
          send: (report) => sent.push(report),
          env: page.env,
        });
        for (const a of actions) {
          if (a.kind === 'stage') recorder.step({ stage: a.stage, stages: 4 });
          else if (a.kind === 'panel') recorder.step({ panel: a.panel, panels: a.panels });
          else if (a.kind === 'click')
            recorder.click(`https://shop.example/${a.long ? 'x'.repeat(1900) : 'a'}`);
          else if (a.kind === 'zoom') recorder.zoom();
          else if (a.kind === 'wait') vi.advanceTimersByTime(a.ms);
          else if (a.kind === 'visible') page.setVisible(a.visible);
          else page.leave();
        }
        recorder.stop();
        vi.useRealTimers();
        const sessions = new Map<string, ReadingReport['events']>();
        for (const report of sent) {
          expect(publicReadingReport.safeParse({ flipbook: FLIPBOOK, ...report }).success).toBe(
            true,
          );
          sessions.set(report.session, [...(sessions.get(report.session) ?? []), ...report.events]);
        }
        for (const events of sessions.values()) {
          const reached = events.flatMap((e) =>
            e.type === 'stage' ? [`s${e.stage}`] : e.type === 'panel' ? [`p${e.panel}`] : [],
          );
          expect(new Set(reached).size).toBe(reached.length);
          expect(events.filter((e) => e.type === 'start').length).toBeLessThanOrEqual(1);
          const seconds = new Map<string, number>();
          for (const e of events)
            if (e.type === 'stage-time' || e.type === 'panel-time') {
              const step = e.type === 'stage-time' ? `s${e.stage}` : `p${e.panel}`;
              seconds.set(step, (seconds.get(step) ?? 0) + e.seconds);
            }
          for (const total of seconds.values())
            expect(total).toBeLessThanOrEqual(READING_LIMITS.maxStepSeconds);
        }
      }),
      { numRuns: 200 },
    );
  });
});
