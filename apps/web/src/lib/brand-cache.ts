import type { PublicBrand } from '@portal/contract';

/**
 * The last brand seen, so that the next loading screen can already show its logo, and the first render can already use
 * its colour (the theme's CSS variables are then worked out once, not for Mantine's default colour first).
 */
const BRAND_CACHE_KEY = 'brand';
export type CachedBrand = Pick<PublicBrand, 'name' | 'logoSvg'> & { primaryColor?: string };

export function readCachedBrand(): CachedBrand | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(BRAND_CACHE_KEY) ?? 'null') as CachedBrand | null;
    if (!parsed || typeof parsed.name !== 'string' || typeof parsed.logoSvg !== 'string') return null;
    // a colour as the brand's schema has it (#rrggbb), else none
    const colour = typeof parsed.primaryColor === 'string' && /^#[0-9a-fA-F]{6}$/.test(parsed.primaryColor);
    return colour ? parsed : { name: parsed.name, logoSvg: parsed.logoSvg };
  } catch {
    return null;
  }
}

export function cacheBrand(brand: PublicBrand) {
  const cached: CachedBrand = { name: brand.name, logoSvg: brand.logoSvg, primaryColor: brand.primaryColor };
  localStorage.setItem(BRAND_CACHE_KEY, JSON.stringify(cached));
}
