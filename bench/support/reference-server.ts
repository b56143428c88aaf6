import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The reference for the API figures: a bare node:http server in its own process that answers a
 * flipbook-sized JSON for GET and reads a whole body before answering POST, with nothing else.
 */
const SOURCE = `
const http = require('node:http');
const body = JSON.stringify({
  id: '00000000-0000-4000-8000-000000000000', userId: 'u', title: 'Reference flipbook',
  createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), views: 1,
  url: 'http://localhost/?view=00000000-0000-4000-8000-000000000000',
  left: '/media/${'a'.repeat(64)}.webp', middle: '/media/${'b'.repeat(64)}.webp', right: '/media/${'c'.repeat(64)}.webp',
  leftBack: null, middleBack: null, rightBack: null, thumbnail: '/media/${'d'.repeat(64)}.webp',
});
let views = 0;
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    if (req.method === 'POST') JSON.parse(Buffer.concat(chunks).toString('utf8'));
    views++;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
`;

export async function startReferenceServer(): Promise<{
  url: string;
  stop(): void;
  child: ChildProcess;
}> {
  const child = spawn(process.execPath, ['-e', SOURCE], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      const m = /port (\d+)/.exec(c.toString());
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', () => reject(new Error('reference server exited')));
  });
  return { url: `http://127.0.0.1:${port}`, child, stop: () => child.kill('SIGTERM') };
}
