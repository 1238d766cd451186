import type { MantineColorsTuple } from '@mantine/core';
import { contrastRatio, hexToRgb, mix, rgbToHex, type Rgb } from './color';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** Shades 0-5 mix the brand colour with white, 6 is the brand colour, 7-9 mix it with black. */
const TINTS = [0.92, 0.82, 0.66, 0.5, 0.34, 0.17];
const SHADES = [0.2, 0.4, 0.6];
/** Text in the primary colour on white (links) and white text on it (buttons) must reach AA. */
export const MIN_TEXT_CONTRAST = 5;

/** A 10-shade Mantine palette around one brand colour. */
export function brandPalette(hex: string): MantineColorsTuple {
  const base = hexToRgb(hex);
  const shades = [...TINTS.map((t) => rgbToHex(mix(base, WHITE, t))), rgbToHex(base), ...SHADES.map((t) => rgbToHex(mix(base, BLACK, t)))];
  return shades as unknown as MantineColorsTuple;
}

/** The lightest shade from 6 up that keeps AA contrast against white (shade 9 always does). */
export function accessibleShade(palette: MantineColorsTuple): 6 | 7 | 8 | 9 {
  for (const shade of [6, 7, 8] as const) {
    if (contrastRatio(palette[shade], '#ffffff') >= MIN_TEXT_CONTRAST) return shade;
  }
  return 9;
}
