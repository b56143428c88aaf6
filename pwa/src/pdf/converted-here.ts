import { deviceFlag, STORAGE_KEYS } from '../state/storage-keys';

/**
 * Whether this device converts PDFs: only then does a creator's session warm the PDF workers in
 * idle time (pdf-warm-up.ts). Storage that refuses means a cold first file, nothing worse.
 */
export const convertedHere = deviceFlag(STORAGE_KEYS.convertsPdfs);
