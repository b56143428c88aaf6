import { type PublicReport, postReadingReport } from '#offline/reading-report-post';
import { deviceFlag, STORAGE_KEYS } from '#pwa/state/storage-keys';

type Unsent = typeof import('#offline/unsent-reading-reports');

/**
 * Set while reports wait on this device: a page with none never loads the code that keeps them.
 * Storage that refuses loses nothing: the reports still wait in IndexedDB, found when a later
 * report is kept.
 */
const unsentFlag = deviceFlag(STORAGE_KEYS.unsentReadingReports);

/** What the page does with the kept reports, one thing at a time, in order. */
let chain: Promise<void> = Promise.resolve();
const withUnsent = (work: (unsent: Unsent) => Promise<void>) => {
  chain = chain
    .then(() => import('#offline/unsent-reading-reports'))
    .then(work)
    .catch((err: unknown) => console.error('Reading reports could not be kept or sent', err));
};

const sendAll = async (unsent: Unsent) => {
  if ((await unsent.sendUnsentReports(postReadingReport)) === 0) unsentFlag.set(false);
};

/** Sends the reports kept on this device, if any and the device is online. */
export function sendWaitingReports(): void {
  if (unsentFlag.isSet() && navigator.onLine) withUnsent(sendAll);
}

function keep(report: PublicReport): void {
  unsentFlag.set(true);
  withUnsent(async (unsent) => {
    await unsent.keepUnsentReport(report);
    void unsent.wakeWorkerWhenOnline();
    if (navigator.onLine) await sendAll(unsent);
  });
}

/**
 * Sends a signed-out reader's report (POST /api/reading), or keeps it on the device when it
 * cannot go: offline, or not taken by the server. While others wait it joins them, so that the
 * server gets a session's reports in order (its start first).
 */
export function sendSignedOutReport(report: PublicReport): void {
  if (unsentFlag.isSet() || !navigator.onLine) {
    keep(report);
    return;
  }
  void postReadingReport(report).then((done) => {
    if (!done) keep(report);
  });
}
