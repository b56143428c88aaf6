import { useEffect } from 'react';
import { displayLine } from '#core/human-text';

/**
 * The tab shows this title while the component is mounted, then the one it had before; nothing
 * unseen in it (core/human-text.ts), as the server's page title.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = displayLine(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
