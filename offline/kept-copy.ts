/** Set by the service worker on a copy it kept from an earlier visit, answered while offline. */
export const KEPT_COPY_HEADER = 'X-Flipfold-Kept-Copy';
