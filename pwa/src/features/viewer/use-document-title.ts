import { useEffect } from 'react';

/** The tab shows this title while the component is mounted, then the one it had before. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
