import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background thread looks at the WAL. */
const EVERY_MS = 250;
/** The WAL frames waiting at which it checkpoints: SQLite's own default, so as many fsyncs. */
const FRAMES = 1_000;
/**
 * The WAL pages at which a commit checkpoints on the request's thread after all: only when the
 * background thread has stopped keeping up.
 */
export const FOREGROUND_CHECKPOINT_PAGES = 20_000;

const DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');

// CommonJS run by the worker: its own connection, whose checkpoints (and their fsyncs) never hold
// up the event loop that answers requests. The frames waiting are read from the wal-index header
// (-shm: mxFrame at byte 16, the checkpointed nBackfill at byte 96, https://sqlite.org/walformat.html).
const CODE = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
const header = Buffer.alloc(100);
const waiting = () => {
  let fd;
  try {
    fd = fs.openSync(workerData.file + '-shm', 'r');
    if (fs.readSync(fd, header, 0, 100, 0) < 100) return 0;
    return header.readUInt32LE(16) - header.readUInt32LE(96);
  } catch {
    return 0;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
};
const timer = setInterval(() => {
  if (waiting() < workerData.frames) return;
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage(String(err));
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints the WAL of `file` from a worker thread once it holds 1,000 frames (looked at four
 * times a second). A commit that pushes the WAL past SQLite's 1,000 pages would otherwise copy
 * them into the database file (and fsync it) on the thread that answers requests: a third of a reading report's cost under load
 * (docs/performance.md). `onError` hears of a checkpoint that failed; the connections' own
 * checkpoint at FOREGROUND_CHECKPOINT_PAGES still bounds the WAL if this thread stops.
 */
export function startCheckpointer(file: string, onError: (err: string) => void) {
  const worker = new Worker(CODE, {
    eval: true,
    workerData: { driver: DRIVER, file, everyMs: EVERY_MS, frames: FRAMES },
  });
  worker.unref();
  worker.on('message', (message: string) => onError(message));
  worker.on('error', (err) => onError(String(err)));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    /** Stops the thread once its checkpoint under way is done. */
    stop: async () => {
      // Held by its own reference until it has closed its connection.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
