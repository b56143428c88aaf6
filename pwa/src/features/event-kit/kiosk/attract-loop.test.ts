import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AttractEffects, AttractLoop } from './attract-loop';

const IDLE_MS = 30_000;
const TURN_MS = 4_000;

/** A kit of `books` flipbooks of four stages each, as the kiosk drives it. */
function kiosk(books = 3, positions = 4) {
  const log: string[] = [];
  const views: string[] = [];
  let flipbook = 0;
  let stage = 0;
  const effects: AttractEffects = {
    mode: (mode) => log.push(mode),
    restart: () => {
      flipbook = 0;
      stage = 0;
      log.push('restart');
    },
    turn: () => {
      stage++;
      log.push(`turn ${flipbook}.${stage}`);
    },
    next: () => {
      flipbook = (flipbook + 1) % books;
      stage = 0;
      log.push(`next ${flipbook}`);
    },
    positions: () => positions,
    view: (id) => views.push(id),
  };
  const loop = new AttractLoop({ idleMs: IDLE_MS, turnMs: TURN_MS }, effects);
  return { loop, log, views, where: () => `${flipbook}.${stage}` };
}

describe('the kiosk’s idle and attract loop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the idle period, then starts over at the first cover and turns every stage', () => {
    const { loop, log } = kiosk();
    loop.start();
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(log).toEqual([]);
    expect(loop.mode).toBe('visitor');
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['attract', 'restart']);
    vi.advanceTimersByTime(TURN_MS * 5);
    expect(log.slice(2)).toEqual(['turn 0.1', 'turn 0.2', 'turn 0.3', 'next 1', 'turn 1.1']);
  });

  it('goes round the whole kit and back to the first flipbook', () => {
    const { loop, log, where } = kiosk(2, 3);
    loop.start();
    vi.advanceTimersByTime(IDLE_MS + TURN_MS * 6);
    expect(log.filter((l) => l.startsWith('next'))).toEqual(['next 1', 'next 0']);
    expect(where()).toBe('0.0');
  });

  it('stops at once on any activity and starts again only after a whole idle period', () => {
    const { loop, log, where } = kiosk();
    loop.start();
    vi.advanceTimersByTime(IDLE_MS + TURN_MS * 2);
    expect(where()).toBe('0.2');
    loop.activity();
    expect(loop.mode).toBe('visitor');
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(where()).toBe('0.2');
    expect(log.at(-1)).toBe('visitor');
    vi.advanceTimersByTime(1);
    expect(log.slice(-2)).toEqual(['attract', 'restart']);
    expect(where()).toBe('0.0');
  });

  it('counts no view for its own turns, and one for a visitor’s first interaction with each flipbook', () => {
    const { loop, views } = kiosk();
    loop.start();
    // Ten minutes of the loop on its own: every flipbook shown many times over.
    vi.advanceTimersByTime(10 * 60_000);
    expect(views).toEqual([]);
    loop.interacted('a');
    loop.interacted('a');
    vi.advanceTimersByTime(IDLE_MS - 1);
    loop.interacted('b');
    loop.interacted('a');
    expect(views).toEqual(['a', 'b']);
    expect(loop.mode).toBe('visitor');
  });

  it('counts the next visitor’s views afresh once the idle period has passed', () => {
    const { loop, views } = kiosk();
    loop.start();
    loop.interacted('a');
    vi.advanceTimersByTime(IDLE_MS);
    loop.interacted('a');
    expect(views).toEqual(['a', 'a']);
  });

  it('keeps no timer once disposed', () => {
    const { loop, log } = kiosk();
    loop.start();
    loop.dispose();
    vi.advanceTimersByTime(IDLE_MS * 10);
    expect(log).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
