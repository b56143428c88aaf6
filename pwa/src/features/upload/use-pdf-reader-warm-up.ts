import { useEffect } from 'react';
import { startPdfWorkers } from '../../pdf/pdf-engine';
import { warmUpPdfReader } from '../../pdf/pdf-warm-up';
import { whenIdle } from '../../ui/when-idle';

/**
 * Once the home page has rendered, a signed-in creator's PDF reader gets ready in idle time: warm
 * workers for the first file (on a device that has converted before), and the PDF assets cached for
 * offline. Back online, it tries again.
 * Returns `warm`: had the idle time not come yet, pdf.js starts loading while they pick or drag a
 * file.
 */
export function usePdfReaderWarmUp(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    const cancel = whenIdle(() => void warmUpPdfReader());
    const retry = () => void warmUpPdfReader();
    window.addEventListener('online', retry);
    return () => {
      cancel();
      window.removeEventListener('online', retry);
    };
  }, [userId]);

  return () => {
    if (userId) startPdfWorkers();
  };
}
