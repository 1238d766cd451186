import type { MantineColorsTuple } from '@mantine/core';
import { contrastRatio, darken, hexToRgb, mix, rgbToHex, type Rgb } from './color';

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

/** Backgrounds that coloured text sits on besides its own tints: white, and Mantine's gray-0/gray-1 (stripes, hover). */
const NEUTRAL_BACKGROUNDS = ['#ffffff', '#f8f9fa', '#f1f3f5'];

/**
 * The same palette with shades 6-9 darkened just enough to keep AA text contrast on white, on the
 * light greys and on the palette's own tints 0-2. Mantine draws error text, `c="red"` text and
 * filled buttons (white text) with shade 6 or the primary shade, and the light variants (alerts,
 * badges) with shade 9 on shade 1: its default red (#fa5252, 3.3:1 on white) fails there.
 */
export function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const backgrounds = [...NEUTRAL_BACKGROUNDS, palette[0], palette[1], palette[2]];
  const readable = (hex: string) => backgrounds.every((bg) => contrastRatio(hex, bg) >= MIN_TEXT_CONTRAST);
  const shades = [...palette];
  for (let i = 6; i <= 9; i++) {
    let shade = shades[i];
    // Each shade is at least a step darker than the one before, as Mantine's hover colours expect.
    if (i > 6 && contrastRatio(shade, '#ffffff') <= contrastRatio(shades[i - 1], '#ffffff')) shade = darken(shades[i - 1], 0.04);
    while (!readable(shade)) shade = darken(shade, 0.01);
    shades[i] = shade;
  }
  return shades as unknown as MantineColorsTuple;
}
