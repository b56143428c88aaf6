import { useEffect } from 'react';

/**
 * Pasted and dropped images go to `onImage`, to pass the same check as picked ones: pdf.js would
 * take them by their stated type alone.
 */
export function useInterceptedImages(onImage: (image: File) => void) {
  useEffect(() => {
    const intercept = (event: ClipboardEvent | DragEvent) => {
      const files =
        'clipboardData' in event ? event.clipboardData?.files : event.dataTransfer?.files;
      if (event.type === 'dragover') return event.preventDefault();
      const image = files?.[0];
      if (!image) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      onImage(image);
    };
    window.addEventListener('paste', intercept, { capture: true });
    window.addEventListener('drop', intercept, { capture: true });
    window.addEventListener('dragover', intercept, { capture: true });
    return () => {
      window.removeEventListener('paste', intercept, { capture: true });
      window.removeEventListener('drop', intercept, { capture: true });
      window.removeEventListener('dragover', intercept, { capture: true });
    };
  });
}
