import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCanvasShelf } from './canvas-shelf';

type FakeCanvas = { width: number; height: number; name: string };

function shelf(max = 2, keepMs = 1000) {
  let made = 0;
  const released: string[] = [];
  const canvases = createCanvasShelf<FakeCanvas>({
    create: (width, height) => ({ width, height, name: `c${++made}` }),
    release: (canvas) => {
      released.push(canvas.name);
      canvas.width = 0;
      canvas.height = 0;
    },
    max,
    keepMs,
  });
  return { canvases, released, made: () => made };
}

describe('the canvas shelf of a PDF worker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands back the canvas given back, for a panel of the same size', () => {
    const { canvases, made } = shelf();
    const first = canvases.take(900, 1273);
    canvases.giveBack(first);
    expect(canvases.take(900, 1273)).toBe(first);
    expect(made()).toBe(1);
    expect(canvases.size).toBe(0);
  });

  it('makes a new canvas when none of that size is kept, and keeps the other sizes', () => {
    const { canvases, made } = shelf();
    const strip = canvases.take(800, 1855);
    canvases.giveBack(strip);
    const page = canvases.take(900, 1273);
    expect(page).not.toBe(strip);
    expect(page).toMatchObject({ width: 900, height: 1273 });
    expect(made()).toBe(2);
    expect(canvases.take(800, 1855)).toBe(strip);
  });

  it('never hands out a canvas twice while it is in use', () => {
    const { canvases } = shelf();
    const a = canvases.take(900, 1273);
    const b = canvases.take(900, 1273);
    expect(b).not.toBe(a);
    canvases.giveBack(a);
    canvases.giveBack(b);
    const again = [canvases.take(900, 1273), canvases.take(900, 1273), canvases.take(900, 1273)];
    expect(new Set(again).size).toBe(3);
  });

  it('keeps at most its limit and releases the oldest beyond it', () => {
    const { canvases, released } = shelf(2);
    const [a, b, c] = [1, 2, 3].map(() => canvases.take(10, 10)) as [
      FakeCanvas,
      FakeCanvas,
      FakeCanvas,
    ];
    canvases.giveBack(a);
    canvases.giveBack(b);
    canvases.giveBack(c);
    expect(canvases.size).toBe(2);
    expect(released).toEqual([a.name]);
    expect(a.width).toBe(0);
  });

  it('releases every kept canvas after a quiet while, counted from the last one given back', () => {
    const { canvases, released } = shelf(3, 1000);
    const a = canvases.take(10, 10);
    const b = canvases.take(20, 20);
    canvases.giveBack(a);
    vi.advanceTimersByTime(900);
    canvases.giveBack(b);
    vi.advanceTimersByTime(900);
    expect(released).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(released).toEqual([a.name, b.name]);
    expect(canvases.size).toBe(0);
  });
});
