import crypto from 'node:crypto';
import { dataUrl, noisePng } from './png';

/**
 * Six senders creating flipbooks of four fresh panels each, back to back, until stopped or until
 * the server goes away; `acknowledged` lists the ids it answered 201 for.
 */
export function burstOfCreates(url: string, token: string) {
  const acknowledged: string[] = [];
  let stopped = false;
  const send = async () => {
    while (!stopped) {
      const id = crypto.randomUUID();
      const body = JSON.stringify({
        id,
        title: 'Crash test',
        panels: {
          front: [0, 1, 2].map(() => dataUrl(noisePng(64, 64))),
          back: [dataUrl(noisePng(64, 64))],
        },
      });
      try {
        const res = await fetch(`${url}/api/flipbooks`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body,
        });
        if (res.status === 201) acknowledged.push(id);
      } catch {
        return;
      }
    }
  };
  const senders = Array.from({ length: 6 }, send);
  return {
    acknowledged,
    /** Stops sending; resolves with the acknowledged ids once every sender has returned. */
    async stop(): Promise<string[]> {
      stopped = true;
      await Promise.all(senders);
      return acknowledged;
    },
  };
}
