import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page (customer-portal §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
