import { PANEL_SLOTS } from '#core/panel-layout';
import {
  deviceClass,
  READING_LIMITS,
  type ReaderScreen,
  type ReadingSource,
  STAGES,
} from '#core/reading';
import type { ReadingEvent, ReadingReport } from '#core/schemas/reading';
import { STORAGE_KEYS } from '../../state/storage-keys';

/** Whose reading a viewer reports, and how: by beacon, or through `ownerId`'s outbox when set. */
export interface ReadingOptions {
  flipbookId: string;
  source: ReadingSource;
  ownerId?: string;
  /** Who reads on a shared device (a kiosk's visit): a new one begins a new session. */
  visitor?: number;
  /** The event the reading counts under as well: the kiosk's, or that of its QR code's link. */
  event?: string;
}

/** Where the reader is: a stage of the brochure, or a panel (its slot's index) of a phone's. */
/** A stage (its place in STAGES, of the `stages` this brochure has), or a panel (its slot's). */
export type ReadingPosition = { stage: number; stages: number } | { panel: number; panels: number };

/** What the recorder needs of the page; tests give it a fake one. */
export interface RecorderEnvironment {
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  visible(): boolean;
  screen(): ReaderScreen;
  /** The origin that sent the reader here, if any (core/reading.ts). */
  referrer: string | null;
  /** Calls `listener` on each change of visibility, and `onLeave` as the page goes; stops on call. */
  listen(onVisibility: () => void, onLeave: () => void): () => void;
}

export interface Recorder {
  step(position: ReadingPosition, at?: number): void;
  click(url: string, at?: number): void;
  zoom(at?: number): void;
  /** Sends what is left and stops listening (the viewer closed). */
  stop(): void;
}

/** The session as kept in sessionStorage, so a reload goes on with it. */
interface Session {
  id: string;
  visitor?: number;
  lastActive: number;
  started: boolean;
  reached: string[];
  /** Visible milliseconds per step, capped, and the whole seconds of them already reported. */
  ms: Record<string, number>;
  sent: Record<string, number>;
  zoomed: boolean;
  back: boolean;
  /**
   * What was recorded and not sent yet, kept with the session: a turn made just before a reload,
   * a crash or a closed tab goes with the next report of the session instead of being lost.
   * Absent on sessions kept before it existed.
   */
  queue?: ReadingEvent[];
}

/** A turn's report goes once the reader has stayed this long; the page's end sends at once. */
const DEBOUNCE_MS = 2000;
const MAX_STEP_MS = READING_LIMITS.maxStepSeconds * 1000;
/** Below the server's 16 KB for a report. */
const MAX_REPORT_CHARS = READING_LIMITS.maxBodyBytes - 1024;
const BACK_STEPS = new Set([`s${STAGES.indexOf('back')}`, 'p3', 'p4', 'p5']);

const keyOf = (p: ReadingPosition) => ('stage' in p ? `s${p.stage}` : `p${p.panel}`);
const reachOf = (p: ReadingPosition): ReadingEvent =>
  'stage' in p ? { type: 'stage', stage: p.stage } : { type: 'panel', panel: p.panel };
const timeOf = (key: string, seconds: number): ReadingEvent =>
  key.startsWith('s')
    ? { type: 'stage-time', stage: Number(key.slice(1)), seconds }
    : { type: 'panel-time', panel: Number(key.slice(1)), seconds };
const startOf = (p: ReadingPosition): ReadingEvent =>
  'stage' in p
    ? { type: 'start', layout: 'stages', steps: Math.min(p.stages, STAGES.length) }
    : { type: 'start', layout: 'panels', steps: Math.min(p.panels, PANEL_SLOTS.length) };

/** Events in reports within a report's bounds, in order (the start first). */
function reportsOf(events: ReadingEvent[], base: Omit<ReadingReport, 'events'>): ReadingReport[] {
  const reports: ReadingReport[] = [];
  let current: ReadingEvent[] = [];
  let chars = JSON.stringify(base).length;
  for (const event of events) {
    const size = JSON.stringify(event).length + 1;
    if (current.length === READING_LIMITS.maxEvents || chars + size > MAX_REPORT_CHARS) {
      reports.push({ ...base, events: current });
      current = [];
      chars = JSON.stringify(base).length;
    }
    current.push(event);
    chars += size;
  }
  if (current.length > 0) reports.push({ ...base, events: current });
  return reports;
}

/**
 * Records one flipbook's reading sessions in this tab (docs/privacy.md): the stages or panels
 * reached, the visible time on each (hidden time does not count; ten minutes a step at most), the
 * links opened, a zoom, reaching the back. A session is kept in sessionStorage (no cookie) and ends
 * after 30 minutes without the reader doing anything, or when another `visitor` begins reading. Reports go `DEBOUNCE_MS` after a turn, when
 * the page is hidden and as it goes.
 */
export function startRecorder(options: {
  flipbookId: string;
  source: ReadingSource;
  visitor?: number;
  send: (report: ReadingReport) => void;
  env: RecorderEnvironment;
}): Recorder {
  const { env } = options;
  const storageKey = `${STORAGE_KEYS.readingSession}${options.flipbookId}`;
  const fresh = (at: number): Session => ({
    id: crypto.randomUUID(),
    visitor: options.visitor,
    lastActive: at,
    started: false,
    reached: [],
    ms: {},
    sent: {},
    zoomed: false,
    back: false,
    queue: [],
  });
  const load = (): Session => {
    try {
      // What this recorder saved under its own key.
      const kept = JSON.parse(env.storage?.getItem(storageKey) ?? 'null') as Session | null;
      if (
        kept &&
        kept.visitor === options.visitor &&
        env.now() - kept.lastActive <= READING_LIMITS.sessionIdleMs
      )
        return kept;
    } catch {
      // Storage refused or garbled: a new session.
    }
    return fresh(env.now());
  };
  const save = () => {
    try {
      env.storage?.setItem(storageKey, JSON.stringify(session));
    } catch {
      // Full or refused: the session lives in memory only.
    }
  };

  let session = load();
  /** The session's unsent events, kept in storage at each save (Session.queue). */
  const queued = (): ReadingEvent[] => {
    session.queue ??= [];
    return session.queue;
  };
  let position: ReadingPosition | null = null;
  let since: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const accrue = (at: number) => {
    if (position && since !== null) {
      const key = keyOf(position);
      session.ms[key] = Math.min(MAX_STEP_MS, (session.ms[key] ?? 0) + Math.max(0, at - since));
    }
    since = position && env.visible() ? at : null;
  };

  const flush = (final: boolean) => {
    clearTimeout(timer);
    const events = queued();
    session.queue = [];
    for (const [key, ms] of Object.entries(session.ms)) {
      const whole = final ? Math.round(ms / 1000) : Math.floor(ms / 1000);
      const seconds = whole - (session.sent[key] ?? 0);
      if (seconds <= 0) continue;
      events.push(timeOf(key, seconds));
      session.sent[key] = whole;
    }
    save();
    if (events.length === 0) return;
    const base = {
      session: session.id,
      source: options.source,
      device: deviceClass(env.screen()),
      referrer: env.referrer,
    };
    for (const report of reportsOf(events, base)) options.send(report);
  };

  const reach = (p: ReadingPosition) => {
    const key = keyOf(p);
    if (!session.started) {
      session.started = true;
      queued().push(startOf(p));
    }
    if (session.reached.includes(key)) return;
    session.reached.push(key);
    queued().push(reachOf(p));
    if (BACK_STEPS.has(key) && !session.back) {
      session.back = true;
      queued().push({ type: 'back' });
    }
  };

  /** Something the reader did: after 30 idle minutes it begins a new session where they are. */
  const active = (at: number) => {
    if (at - session.lastActive > READING_LIMITS.sessionIdleMs) {
      // The old session ended 30 minutes after its last activity: its time stops there.
      accrue(session.lastActive + READING_LIMITS.sessionIdleMs);
      flush(true);
      session = fresh(at);
      since = position && env.visible() ? at : null;
      if (position) reach(position);
    }
    session.lastActive = at;
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      accrue(env.now());
      flush(false);
    }, DEBOUNCE_MS);
  };

  const unlisten = env.listen(
    () => {
      const at = env.now();
      if (env.visible()) active(at);
      accrue(at);
      if (!env.visible()) flush(false);
    },
    () => {
      accrue(env.now());
      flush(true);
    },
  );

  return {
    step(p, at = env.now()) {
      active(at);
      accrue(at);
      position = p;
      since = env.visible() ? at : null;
      reach(p);
      save();
      soon();
    },
    click(url, at = env.now()) {
      active(at);
      queued().push({ type: 'click', url });
      save();
      soon();
    },
    zoom(at = env.now()) {
      active(at);
      if (session.zoomed) return;
      session.zoomed = true;
      queued().push({ type: 'zoom' });
      save();
      soon();
    },
    stop() {
      unlisten();
      accrue(env.now());
      flush(true);
    },
  };
}
