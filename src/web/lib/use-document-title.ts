import { useEffect } from 'react';

/** Sets the tab title to "<page> · Agency Portal", so history and tabs say where the user is. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = `${page} · Agency Portal`;
  }, [page]);
}
