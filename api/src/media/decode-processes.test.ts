import { describe, expect, it } from 'vitest';
import { noisePng } from '#api-test/png';
import { createDecodeProcesses } from './decode-processes';

const OPTIONS = { failOn: 'warning', sequentialRead: true };

/** Keeps this thread busy, as a long synchronous task of the server would. */
function stallEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('decoding processes', () => {
  it('keeps an answer that came while the event loop stalled past the budget', async () => {
    const processes = createDecodeProcesses(250);
    const image = noisePng(32, 32);
    await expect(processes.decode(image, OPTIONS)).resolves.toEqual({ width: 32, height: 32 });
    // The process answers in milliseconds; the budget's timer is due before this thread can
    // read the answer, and both are waiting when the loop turns again.
    const decoding = processes.decode(image, OPTIONS);
    // One turn of the loop, so the image is sent and the timer set before the stall.
    await new Promise(setImmediate);
    stallEventLoop(800);
    await expect(decoding).resolves.toEqual({ width: 32, height: 32 });
  });
});
