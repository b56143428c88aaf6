import { isReferrerOrigin } from '#core/reading';
import type { ReadingReport } from '#core/schemas/reading';
import {
  type ReadingOptions,
  type Recorder,
  type RecorderEnvironment,
  startRecorder,
} from '../reading-recorder';
import { sendSignedOutReport, sendWaitingReports } from './signed-out-reports';

/** The origin of the page that sent the reader, or null: none, the app's own, or no web page. */
function referrerOrigin(referrer: string, ownOrigin: string): string | null {
  try {
    const { origin } = new URL(referrer);
    return origin !== ownOrigin && isReferrerOrigin(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** The page as the recorder sees it; `onOnline`, when given, is called as the device comes online. */
function pageEnvironment(onOnline: (() => void) | null): RecorderEnvironment {
  let storage: Storage | null = null;
  try {
    storage = sessionStorage;
  } catch {
    // A frame whose storage is blocked: sessions last as long as the page.
  }
  return {
    now: () => Date.now(),
    storage,
    visible: () => document.visibilityState === 'visible',
    screen: () => ({
      width: innerWidth,
      height: innerHeight,
      touch: matchMedia('(pointer: coarse)').matches,
    }),
    referrer: referrerOrigin(document.referrer, location.origin),
    listen(onVisibility, onLeave) {
      document.addEventListener('visibilitychange', onVisibility);
      addEventListener('pagehide', onLeave);
      if (onOnline) addEventListener('online', onOnline);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        removeEventListener('pagehide', onLeave);
        if (onOnline) removeEventListener('online', onOnline);
      };
    },
  };
}

/**
 * How reports leave: for a signed-out page, straight to the server (POST /api/reading) or, when
 * they cannot go, kept on the device until they can (signed-out-reports.ts); for this device's
 * own sessions, through the owner's outbox, which reaches the server once it is online.
 */
function transportFor(options: ReadingOptions): (report: ReadingReport) => void {
  const { flipbookId, ownerId } = options;
  const event = options.event ? { event: options.event } : {};
  if (ownerId === undefined)
    return (report) => sendSignedOutReport({ flipbook: flipbookId, ...report, ...event });
  return (plain) => {
    const report = { ...plain, ...event };
    void Promise.all([import('#offline/db'), import('../data/reading-outbox')])
      .then(([{ db }, { queueReadingReport }]) =>
        queueReadingReport(db, ownerId, flipbookId, report),
      )
      .catch((err: unknown) => console.error('A reading report could not be queued', err));
  };
}

/**
 * The viewer's reading recorder in this page (loaded once the first panel has painted). A
 * signed-out page also sends the reports an earlier visit kept unsent, now and when the device
 * is back online.
 */
export function startReading(options: ReadingOptions): Recorder {
  const signedOut = options.ownerId === undefined;
  const recorder = startRecorder({
    ...options,
    send: transportFor(options),
    env: pageEnvironment(signedOut ? sendWaitingReports : null),
  });
  if (signedOut) sendWaitingReports();
  return recorder;
}
