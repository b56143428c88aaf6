import { useCallback, useRef, useState } from 'react';
import type { ConvertedPdf } from '../../pdf/convert-pdf';

/** Frees the previews' pixels: they live outside the JavaScript heap. */
export function release(panels: ConvertedPdf | null) {
  for (const bitmap of [...(panels?.previews.front ?? []), ...(panels?.previews.back ?? [])])
    bitmap.close();
}

/**
 * The zone's rows. Panels that leave the list (replaced, removed or cleared) have their previews
 * freed at once. Each change starts from the latest list, kept beside the state, and frees what it
 * drops itself: a state updater must stay pure, since StrictMode runs it twice.
 */
export function useFileList<T extends { id: string; panels: ConvertedPdf | null }>() {
  const latest = useRef<T[]>([]);
  const [files, setFiles] = useState<T[]>([]);

  const update = useCallback((next: (list: T[]) => T[]) => {
    const previous = latest.current;
    latest.current = next(previous);
    const kept = new Set(latest.current.map((f) => f.panels));
    for (const f of previous) if (!kept.has(f.panels)) release(f.panels);
    setFiles(latest.current);
  }, []);

  const patch = useCallback(
    (id: string, change: Partial<T>) =>
      update((list) => list.map((f) => (f.id === id ? { ...f, ...change } : f))),
    [update],
  );

  return { files, latest, update, patch };
}
