import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { leadBody, sendLead } from '#api-test/lead-requests';
import { mailPart, startMailSink } from '#api-test/mail-sink';
import { dataUrl, noisePng } from '#api-test/png';
import { seedVerifiedUser } from '#api-test/seed-user';
import { startServerProcess } from '#api-test/server-process';
import { openTestStore } from '#api-test/test-store';

describe('a server killed between storing a lead and mailing it', () => {
  it('mails the visitor once after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-lead-crash-'));
    const data = await openTestStore(dataDir);
    const sink = await startMailSink();
    const env = {
      SMTP_URL: sink.url,
      ...(data.mongodbUri ? { MONGODB_URI: data.mongodbUri } : {}),
    };
    try {
      const { token } = await seedVerifiedUser(dataDir, data.store);
      // While the mail server refuses everything, the lead is stored and its mail cannot go.
      sink.refuse(true);
      const first = await startServerProcess(dataDir, env);
      const book = await call(`${first.url}/api/flipbooks`, {
        body: {
          title: 'Fair brochure',
          panels: { front: [dataUrl(noisePng(8, 8))], back: [] },
          leadForm: true,
        },
        headers: bearer(token),
      });
      const lead = leadBody();
      expect((await sendLead(first.url, book.body.id, lead)).status).toBe(201);
      // The line is written once the entry's lease has ended: the kill leaves it to the next process.
      await expect.poll(() => first.output(), { timeout: 20_000 }).toContain('lead mail failed');
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      sink.refuse(false);

      const second = await startServerProcess(dataDir, env);
      // Its first drain, at start, sends it (on a loaded machine this may take seconds).
      await expect
        .poll(() => sink.forAddress(lead.email).length, { timeout: 30_000 })
        .toBeGreaterThan(0);
      const [mail] = sink.forAddress(lead.email);
      expect(mailPart(mail?.raw ?? '', 'text/plain')).toContain(`/?view=${book.body.id}`);
      // A graceful stop waits for every drain under way: after it, nothing more can go.
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
      expect(sink.forAddress(lead.email)).toHaveLength(1);
      const unsent = await data.store.mailOutbox.claimNext(Date.now() + 3_600_000, 0, []);
      expect(unsent).toBeNull();
    } finally {
      await sink.close();
      await data.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
