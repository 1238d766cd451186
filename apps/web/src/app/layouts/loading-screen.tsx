import { firstFrame } from '@portal/contract';
import { useStatus } from '../../features/status/api/get-status';
import { readCachedBrand } from '../../lib/brand-cache';
import { FrameScreen } from '../../components/ui/frame-screen';

/**
 * Until the status call and the translations are ready (partner-portal §2): the page's frame, with the brand's logo
 * and a spinner. The server sends the same frame in the page, prerendered (build/prerender-frames.ts), so that it is
 * painted before any script has run; this render replaces it with the same picture, and the first screen this.
 */
export function LoadingScreen() {
  const brand = useStatus().data?.brand ?? readCachedBrand();
  return <FrameScreen frame={firstFrame(location.pathname)} brand={brand} />;
}
