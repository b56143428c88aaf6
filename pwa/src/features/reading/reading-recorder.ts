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
import { freshSession, loadSession, type Session, saveSession } from './reading-session';

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

/**
 * Where the reader is: a stage (its place in STAGES, of the `stages` this brochure has), or a
 * panel of a phone's (its slot's index, of `panels`).
 */
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
  const baseChars = JSON.stringify(base).length;
  let chars = baseChars;
  for (const event of events) {
    const size = JSON.stringify(event).length + 1;
    if (current.length === READING_LIMITS.maxEvents || chars + size > MAX_REPORT_CHARS) {
      reports.push({ ...base, events: current });
      current = [];
      chars = baseChars;
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
export function startRecorder(options: RecorderOptions): Recorder {
  return new ReadingRecorder(options);
}

interface RecorderOptions {
  flipbookId: string;
  source: ReadingSource;
  visitor?: number;
  send: (report: ReadingReport) => void;
  env: RecorderEnvironment;
}

// Its members are ECMAScript-private (#): the minifier shortens their names, as it cannot a
// TypeScript `private`'s, and reader analytics must stay within 3 KB (tooling/analytics-weight.test.ts).
class ReadingRecorder implements Recorder {
  readonly #options: RecorderOptions;
  readonly #env: RecorderEnvironment;
  readonly #storageKey: string;
  #session: Session;
  #position: ReadingPosition | null = null;
  #since: number | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #unlisten: () => void;

  constructor(options: RecorderOptions) {
    this.#options = options;
    this.#env = options.env;
    this.#storageKey = `${STORAGE_KEYS.readingSession}${options.flipbookId}`;
    this.#session = loadSession(this.#env.storage, this.#storageKey, options.visitor, () =>
      this.#env.now(),
    );
    this.#unlisten = this.#env.listen(
      () => this.#visibilityChanged(),
      () => this.#leave(),
    );
  }

  step(p: ReadingPosition, at = this.#env.now()): void {
    this.#active(at);
    this.#accrue(at);
    this.#position = p;
    this.#since = this.#env.visible() ? at : null;
    this.#reach(p);
    this.#save();
    this.#soon();
  }

  click(url: string, at = this.#env.now()): void {
    this.#active(at);
    this.#queued().push({ type: 'click', url });
    this.#save();
    this.#soon();
  }

  zoom(at = this.#env.now()): void {
    this.#active(at);
    if (this.#session.zoomed) return;
    this.#session.zoomed = true;
    this.#queued().push({ type: 'zoom' });
    this.#save();
    this.#soon();
  }

  stop(): void {
    this.#unlisten();
    this.#leave();
  }

  #visibilityChanged(): void {
    const at = this.#env.now();
    if (this.#env.visible()) this.#active(at);
    this.#accrue(at);
    if (!this.#env.visible()) this.#flush(false);
  }

  /** The page goes (or the viewer closes): what is left is sent at once. */
  #leave(): void {
    this.#accrue(this.#env.now());
    this.#flush(true);
  }

  #save(): void {
    saveSession(this.#env.storage, this.#storageKey, this.#session);
  }

  /** The session's unsent events, kept in storage at each save (Session.queue). */
  #queued(): ReadingEvent[] {
    this.#session.queue ??= [];
    return this.#session.queue;
  }

  #accrue(at: number): void {
    const position = this.#position;
    const since = this.#since;
    const session = this.#session;
    if (position && since !== null) {
      const key = keyOf(position);
      session.ms[key] = Math.min(MAX_STEP_MS, (session.ms[key] ?? 0) + Math.max(0, at - since));
    }
    this.#since = position && this.#env.visible() ? at : null;
  }

  #flush(final: boolean): void {
    clearTimeout(this.#timer);
    const session = this.#session;
    const events = this.#queued();
    session.queue = [];
    for (const [key, ms] of Object.entries(session.ms)) {
      const whole = final ? Math.round(ms / 1000) : Math.floor(ms / 1000);
      const seconds = whole - (session.sent[key] ?? 0);
      if (seconds <= 0) continue;
      events.push(timeOf(key, seconds));
      session.sent[key] = whole;
    }
    this.#save();
    if (events.length === 0) return;
    const base = {
      session: session.id,
      source: this.#options.source,
      device: deviceClass(this.#env.screen()),
      referrer: this.#env.referrer,
    };
    for (const report of reportsOf(events, base)) this.#options.send(report);
  }

  #reach(p: ReadingPosition): void {
    const key = keyOf(p);
    const session = this.#session;
    if (!session.started) {
      session.started = true;
      this.#queued().push(startOf(p));
    }
    if (session.reached.includes(key)) return;
    session.reached.push(key);
    this.#queued().push(reachOf(p));
    if (BACK_STEPS.has(key) && !session.back) {
      session.back = true;
      this.#queued().push({ type: 'back' });
    }
  }

  /** Something the reader did: after 30 idle minutes it begins a new session where they are. */
  #active(at: number): void {
    if (at - this.#session.lastActive > READING_LIMITS.sessionIdleMs) {
      // The old session ended 30 minutes after its last activity: its time stops there.
      this.#accrue(this.#session.lastActive + READING_LIMITS.sessionIdleMs);
      this.#flush(true);
      this.#session = freshSession(this.#options.visitor, at);
      this.#since = this.#position && this.#env.visible() ? at : null;
      if (this.#position) this.#reach(this.#position);
    }
    this.#session.lastActive = at;
  }

  #soon(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#accrue(this.#env.now());
      this.#flush(false);
    }, DEBOUNCE_MS);
  }
}
