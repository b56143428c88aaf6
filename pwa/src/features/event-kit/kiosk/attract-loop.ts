/** Whether a visitor is using the kiosk, or it runs by itself. */
export type KioskMode = 'visitor' | 'attract';

/** What the loop makes the kiosk do. */
export interface AttractEffects {
  mode(mode: KioskMode): void;
  /** The idle period is over: back to the first flipbook's cover, for the next visitor. */
  restart(): void;
  /**
   * The next stage (or panel, on a phone) of the flipbook on show, as a visitor's turn forward
   * goes: a flipbook that reads right to left turns its own way (docs/product-rules.md).
   */
  turn(): void;
  /** The next flipbook of the kit, at its cover. */
  next(): void;
  /** How many stages (or panels) the flipbook on show has. */
  positions(): number;
  /** A visitor's first interaction with this flipbook: one view. */
  view(flipbookId: string): void;
}

/**
 * The kiosk's idle and attract state machine, on the page's timers. A visitor uses the kiosk until
 * `idleMs` pass without a touch, pointer or key; then it starts over at the first flipbook's cover
 * and the attract loop turns a stage every `turnMs`, moving on to the next flipbook after the last.
 * Any activity stops the loop at once. A visitor's first interaction with each flipbook counts one
 * view; the loop's own turns count none, and the next visitor starts counting afresh.
 */
export class AttractLoop {
  private current: KioskMode = 'visitor';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private turned = 0;
  private readonly counted = new Set<string>();

  constructor(
    private readonly settings: { idleMs: number; turnMs: number },
    private readonly on: AttractEffects,
  ) {}

  get mode(): KioskMode {
    return this.current;
  }

  /** Starts waiting for the idle period (the kiosk opens for a visitor). */
  start(): void {
    this.waitForIdle();
  }

  /** A touch, pointer or key anywhere in the kiosk. */
  activity(): void {
    this.setMode('visitor');
    this.waitForIdle();
  }

  /** A visitor acted on a flipbook (turned it, zoomed it, chose it). */
  interacted(flipbookId: string): void {
    this.activity();
    if (this.counted.has(flipbookId)) return;
    this.counted.add(flipbookId);
    this.on.view(flipbookId);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setMode(mode: KioskMode) {
    if (mode === this.current) return;
    this.current = mode;
    this.on.mode(mode);
  }

  private schedule(task: () => void, ms: number) {
    this.dispose();
    this.timer = setTimeout(task, ms);
  }

  private waitForIdle() {
    this.schedule(() => this.attract(), this.settings.idleMs);
  }

  private attract() {
    // Whoever comes next is a new visitor, whose views count again.
    this.counted.clear();
    this.turned = 0;
    this.setMode('attract');
    this.on.restart();
    this.schedule(() => this.tick(), this.settings.turnMs);
  }

  private tick() {
    if (this.turned < this.on.positions() - 1) {
      this.turned++;
      this.on.turn();
    } else {
      this.turned = 0;
      this.on.next();
    }
    this.schedule(() => this.tick(), this.settings.turnMs);
  }
}
