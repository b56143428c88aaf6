/**
 * Said beside the disabled Share and QR of a flipbook the server refused to create (its card, its
 * viewer): it has no link that opens until it is saved.
 */
export const UNSAVED_SHARE_NOTE = 'Share and QR work once it is saved.';
