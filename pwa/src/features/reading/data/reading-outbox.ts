import { READING_LIMITS } from '#core/reading';
import type { ReadingEvent, ReadingReport } from '#core/schemas/reading';
import type { FlipfoldDb } from '#offline/db';
import { entry } from '#pwa/data/library';

/** Below the server's 16 KB, with room for the key. */
const MAX_REPORT_CHARS = READING_LIMITS.maxBodyBytes - 1024;

/** The time events of one step added into one, capped like a session's time on a step. */
function sumTimes(events: ReadingEvent[]): ReadingEvent[] {
  const merged: ReadingEvent[] = [];
  const times = new Map<string, ReadingEvent & { seconds: number }>();
  for (const event of events) {
    if (event.type !== 'stage-time' && event.type !== 'panel-time') {
      merged.push(event);
      continue;
    }
    const step = event.type === 'stage-time' ? `s${event.stage}` : `p${event.panel}`;
    const earlier = times.get(step);
    if (earlier)
      earlier.seconds = Math.min(READING_LIMITS.maxStepSeconds, earlier.seconds + event.seconds);
    else {
      const copy = { ...event };
      times.set(step, copy);
      merged.push(copy);
    }
  }
  return merged;
}

/** The two reports of one session as one, or null when one would be over a report's bounds. */
function merged(
  queued: ReadingReport & { key: string },
  report: ReadingReport,
): (ReadingReport & { key: string }) | null {
  const events = sumTimes([...queued.events, ...report.events]);
  const next = { ...queued, device: report.device, events };
  return events.length <= READING_LIMITS.maxEvents &&
    JSON.stringify(next).length <= MAX_REPORT_CHARS
    ? next
    : null;
}

/**
 * Queues what a reading session on this device did, for the server to count once the device is
 * online and its owner signed in (POST /api/flipbooks/{id}/reading, once per key). The library's
 * viewer records its sessions this way, online or not, and an event kiosk does with source
 * 'event'. A report joins its session's entry while that one has not been sent; once sent, the
 * server may have counted it, so the rest goes in an entry of its own.
 */
export async function queueReadingReport(
  db: FlipfoldDb,
  ownerId: string,
  flipbookId: string,
  report: ReadingReport,
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const open = await db.outbox
      .where('flipbookId')
      .equals(flipbookId)
      .filter(
        (e) =>
          e.kind === 'reading' &&
          e.status === 'pending' &&
          e.sentAt === undefined &&
          e.reading?.session === report.session,
      )
      .first();
    const joined = open?.reading && merged(open.reading, report);
    if (open && joined) {
      await db.outbox.update(open.seq as number, { reading: joined });
      return;
    }
    await db.outbox.add({
      ...entry(ownerId, flipbookId, 'reading'),
      reading: { ...report, key: crypto.randomUUID() },
    });
  });
}
