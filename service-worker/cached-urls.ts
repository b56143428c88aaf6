/**
 * The URLs (cache keys) a cache holds, from one listing of it: a question about a hundred or so
 * files costs one call rather than a lookup a file.
 */
export async function cachedUrls(cache: Pick<Cache, 'keys'>): Promise<Set<string>> {
  return new Set((await cache.keys()).map((request) => request.url));
}
