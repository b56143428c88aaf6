/**
 * How long an object URL outlives its last use. An image still loading it (one just given the next
 * picture, or taken out of the page, which Chromium goes on loading) fails and logs
 * "net::ERR_FILE_NOT_FOUND" if it is revoked first, as a card left for another page did on a slow
 * phone. A panel is a few hundred KB: holding it a few seconds more costs little.
 */
export const OBJECT_URL_GRACE_MS = 10_000;

/** Revokes `url` once no image can still be loading it. */
export function revokeObjectUrlLater(url: string): void {
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_GRACE_MS);
}
