import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 that records each request and answers with the next of
 * `answers` (the last repeats): a status, or a function that writes the reply itself.
 */
export async function startReceiver(
  answers: Array<number | ((res: http.ServerResponse) => void)> = [204],
) {
  const received: ReceivedDelivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers[Math.min(received.length, answers.length) - 1] ?? 204;
      if (typeof answer === 'function') answer(res);
      else res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/flipfold`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
