import type { PublicBrand } from '@portal/contract';

/** The last brand seen, so that the next loading screen can already show its logo. */
const BRAND_CACHE_KEY = 'brand';
export type CachedBrand = Pick<PublicBrand, 'name' | 'logoSvg'>;

export function readCachedBrand(): CachedBrand | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(BRAND_CACHE_KEY) ?? 'null') as CachedBrand | null;
    return parsed && typeof parsed.name === 'string' && typeof parsed.logoSvg === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function cacheBrand(brand: PublicBrand) {
  const cached: CachedBrand = { name: brand.name, logoSvg: brand.logoSvg };
  localStorage.setItem(BRAND_CACHE_KEY, JSON.stringify(cached));
}
