import type { ReadingReport } from '#core/schemas/reading';

/** A signed-out page's report as `POST /api/reading` takes it: the flipbook in the body. */
export type PublicReport = ReadingReport & { flipbook: string };

/**
 * Sends a signed-out page's report, with `keepalive` so that it still goes as the page closes.
 * True once the server is done with it: counted (2xx), or refused for good (any other 4xx: the
 * flipbook is gone or the report is bad, and sending it again would be refused again). False when
 * it may still count later: no network, a server error, a timeout (408) or too many reports (429).
 */
export async function postReadingReport(report: PublicReport): Promise<boolean> {
  try {
    const { status } = await fetch('/api/reading', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    });
    return status < 400 || (status < 500 && status !== 408 && status !== 429);
  } catch {
    return false;
  }
}
