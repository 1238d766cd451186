import { useEffect } from 'react';
import { setPageTitle } from '../lib/document-title';

/** Names the browser tab after the page (WCAG 2.4.2); the brand's title comes back on leaving. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
}
