import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** What libvips found decoding an image whole: its size, or why it could not. */
type DecodeResult = { width: number; height: number } | { error: string };

export class DecodeTimeoutError extends Error {
  constructor(budgetMs: number) {
    super(`decoding ran past its ${budgetMs} ms budget`);
  }
}

/** The decoding process ended while it had an image: the image is the likely cause. */
export class DecoderEndedError extends Error {}

/**
 * The program of a decoding process: it decodes whole each image it is sent, as the API's own
 * sharp would (the options are the caller's). Plain JavaScript given to `node -e`, so it runs the
 * same from the TypeScript sources (tests) and from the bundled server, with no file of its own.
 */
const PROGRAM = `
const { default: sharp } = await import(process.argv[1]);
sharp.cache(false);
// One channel out is enough to make every pixel of every channel decode.
const decodeWhole = (input, options) =>
  sharp(input, options).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
process.on('disconnect', () => process.exit(0));
process.on('message', async ({ bytes, options }) => {
  try {
    const { info } = await decodeWhole(bytes, options);
    process.send({ width: info.width, height: info.height });
  } catch (err) {
    process.send({ error: String(err instanceof Error ? err.message : err) });
  }
});
// The first decode of each format in a process loads its decoder and starts libvips' threads:
// a few milliseconds alone, but over 100 ms on a loaded machine. Done before 'ready', with an
// image of each format the API takes, so no image's budget pays for it.
const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#808080' } });
for (const format of ['png', 'jpeg', 'webp']) {
  await decodeWhole(await pixel.clone().toFormat(format).toBuffer()).catch(() => {});
}
process.send('ready');
`;

const SHARP_URL = pathToFileURL(createRequire(import.meta.url).resolve('sharp')).href;

interface Decoder {
  child: ChildProcess;
  ready: Promise<void>;
}

/** A fresh decoding process, ready once it has loaded sharp. */
function startDecoder(): Decoder {
  const child = spawn(process.execPath, ['--input-type=module', '-e', PROGRAM, SHARP_URL], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`a decoding process ended (${code}) at start`)));
    child.once('error', reject);
  });
  // A failed send or kill is reported as an event: unheard, it would end the server. The
  // process is ended instead, so a decode it had fails by its exit.
  child.on('error', () => child.kill('SIGKILL'));
  return { child, ready };
}

/** An idle decoder never keeps the server (or a test run) from exiting. */
function rest({ child }: Decoder) {
  child.unref();
  child.channel?.unref();
}

/** One decode in `decoder`, its process killed past `budgetMs`. */
function decodeIn(decoder: Decoder, bytes: Buffer, options: object, budgetMs: number) {
  return new Promise<DecodeResult>((resolve, reject) => {
    const { child } = decoder;
    child.ref();
    child.channel?.ref();
    let finished = false;
    // A timer that fires late, after the server's event loop stalled, may find the answer already
    // waiting on the channel: the check after the next poll for input lets that answer win.
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (finished) return;
          done();
          child.kill('SIGKILL');
          reject(new DecodeTimeoutError(budgetMs));
        }),
      budgetMs,
    );
    const done = () => {
      finished = true;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (result: DecodeResult) => {
      done();
      resolve(result);
    };
    const onExit = (code: number | null, signal: string | null) => {
      done();
      reject(new DecoderEndedError(`a decoding process ended (${signal ?? code}) while decoding`));
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send({ bytes, options });
  });
}

/**
 * Decodes images in child processes, one image at a time each, each decode with a time budget:
 * libvips' work cannot be interrupted inside a process (it runs in native threads), so a decode
 * over its budget is ended with its process, which a fresh one replaces. The caller bounds how
 * many decodes run at once (task-pool.ts); an idle process is kept for the next one.
 */
export function createDecodeProcesses(budgetMs: number) {
  const idle: Decoder[] = [];
  return {
    /**
     * Decodes `bytes` whole with sharp's `options`; rejects with DecodeTimeoutError past the
     * budget, counted from when a ready process has the image.
     */
    async decode(bytes: Buffer, options: object): Promise<DecodeResult> {
      let decoder = idle.pop();
      // One that ended while idle (killed from outside, say) is dropped.
      while (decoder && !decoder.child.connected) decoder = idle.pop();
      decoder ??= startDecoder();
      await decoder.ready;
      try {
        const result = await decodeIn(decoder, bytes, options, budgetMs);
        rest(decoder);
        idle.push(decoder);
        return result;
      } catch (err) {
        decoder.child.kill('SIGKILL');
        throw err;
      }
    },
  };
}
