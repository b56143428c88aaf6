/**
 * The cover's image in the viewer, whatever the flipbook's layout: its alt text names the place
 * (core/brochure.ts placeName), 'Cover' on a tri-fold, 'Page 1 — cover' on pages.
 */
export const COVER_IMAGE = /^(Cover|Page 1 — cover)$/;
