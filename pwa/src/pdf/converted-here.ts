import { STORAGE_KEYS } from '../state/storage-keys';

/**
 * Whether this device converts PDFs: only then does a creator's session warm the PDF workers in
 * idle time (pdf-warm-up.ts). Storage that refuses (private mode, full) means a cold first file,
 * nothing worse.
 */
export function rememberConversion(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.convertsPdfs, '1');
  } catch {
    // Refused: the next session converts its first file cold.
  }
}

export function hasConvertedHere(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.convertsPdfs) === '1';
  } catch {
    return false;
  }
}
