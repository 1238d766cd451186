import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link such as /legal/terms#section-4-governing-law opens at that section once the text is
 * drawn (the browser cannot, as the text arrives after the page load).
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView();
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
