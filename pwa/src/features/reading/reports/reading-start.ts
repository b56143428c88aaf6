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

function pageEnvironment(): RecorderEnvironment {
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
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        removeEventListener('pagehide', onLeave);
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
  const recorder = startRecorder({
    flipbookId: options.flipbookId,
    source: options.source,
    visitor: options.visitor,
    send: transportFor(options),
    env: pageEnvironment(),
  });
  if (options.ownerId !== undefined) return recorder;
  sendWaitingReports();
  addEventListener('online', sendWaitingReports);
  return {
    step: (position, at) => recorder.step(position, at),
    click: (url, at) => recorder.click(url, at),
    zoom: (at) => recorder.zoom(at),
    stop() {
      removeEventListener('online', sendWaitingReports);
      recorder.stop();
    },
  };
}
