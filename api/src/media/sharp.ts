import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded at its first use rather than at the server's start: libvips took a third of a
 * start's CPU (0.2 of 0.65 s), and a server that only serves pages and JSON never needs it.
 * Decodes run in processes of their own (decode-processes.ts), and this one reads headers and makes
 * phone copies: nothing is worth keeping in libvips' cache.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
