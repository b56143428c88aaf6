import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a stand-in for the built web app into `webRoot` (the app serves it as the build): each
 * file by its path there, `index.html` being the shell.
 */
export function writeWebRoot(webRoot: string, files: Record<string, string>): void {
  for (const [name, contents] of Object.entries(files)) {
    const file = path.join(webRoot, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, contents);
  }
}
