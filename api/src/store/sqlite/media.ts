import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MediaStore } from '../media';

const MEDIA_FILE = /^[a-f0-9]{64}\.(png|jpg|webp)$/;
const TEMP_FILE = /^\.[a-f0-9]{16}\.tmp$/;

/**
 * Media as files under DATA_DIR/media (or another folder of DATA_DIR). A write goes to a temporary file, is fsynced and renamed,
 * so a crash never leaves a half-written image under a real name (only a temporary file).
 */
export function fileMediaStore(dataDir: string, folder = 'media'): MediaStore {
  const dir = path.join(dataDir, folder);
  fs.mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, path.basename(name));
  /** The files whose names match, last changed before `before`. */
  const filesBefore = async (pattern: RegExp, before: number) => {
    const found: string[] = [];
    for (const name of await fs.promises.readdir(dir)) {
      if (!pattern.test(name)) continue;
      const stat = await fs.promises.stat(file(name)).catch(() => null);
      if (stat && stat.mtimeMs < before) found.push(name);
    }
    return found;
  };
  return {
    async put(name, bytes) {
      if (fs.existsSync(file(name))) return;
      const temp = path.join(dir, `.${crypto.randomBytes(8).toString('hex')}.tmp`);
      const handle = await fs.promises.open(temp, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(temp, file(name));
      const dirHandle = await fs.promises.open(dir, 'r');
      try {
        await dirHandle.sync();
      } finally {
        await dirHandle.close();
      }
    },
    async get(name) {
      try {
        return await fs.promises.readFile(file(name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(name) {
      await fs.promises.rm(file(name), { force: true });
    },
    storedBefore: (before) => filesBefore(MEDIA_FILE, before),
    async removeUnfinished(before) {
      const temps = await filesBefore(TEMP_FILE, before);
      for (const name of temps) await fs.promises.rm(file(name), { force: true });
      return temps.length;
    },
  };
}
