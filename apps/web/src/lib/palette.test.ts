import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, hexToRgb } from './color';
import { accessibleShade, brandPalette, MIN_TEXT_CONTRAST, readablePalette } from './palette';

describe('brandPalette', () => {
  it('gives ten shades from light to dark with the brand colour at 6', () => {
    const palette = brandPalette('#1C5D99');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#1c5d99');
    palette.forEach((shade) => expect(shade).toMatch(/^#[0-9a-f]{6}$/));
    const whiteContrast = palette.map((shade) => contrastRatio(shade, '#ffffff'));
    whiteContrast.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(whiteContrast[i]));
  });

  it('rejects anything but #rrggbb', () => {
    expect(() => brandPalette('blue')).toThrow();
  });
});

describe('accessibleShade', () => {
  it.each(['#1c5d99', '#0b6e4f', '#8a2be2', '#ffff00', '#ffffff', '#00ff00', '#000000'])(
    'keeps AA text contrast on white for %s',
    (colour) => {
      const palette = brandPalette(colour);
      const shade = accessibleShade(palette);
      expect(contrastRatio(palette[shade], '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('uses the brand colour itself when it is dark enough', () => {
    expect(accessibleShade(brandPalette('#1c5d99'))).toBe(6);
  });
});

describe('readablePalette', () => {
  const MANTINE_RED = [
    '#fff5f5',
    '#ffe3e3',
    '#ffc9c9',
    '#ffa8a8',
    '#ff8787',
    '#ff6b6b',
    '#fa5252',
    '#f03e3e',
    '#e03131',
    '#c92a2a',
  ] as const;
  const MANTINE_YELLOW = [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#f59f00',
    '#f08c00',
    '#e67700',
  ] as const;

  it.each([
    ['red', MANTINE_RED],
    ['yellow', MANTINE_YELLOW],
  ])("makes Mantine's %s readable as text on white, light greys and its own tints", (_, colours) => {
    const palette = readablePalette([...colours] as unknown as Parameters<typeof readablePalette>[0]);
    // Mantine's own shade 6 fails on white; the readable one does not.
    expect(contrastRatio(colours[6], '#ffffff')).toBeLessThan(4.5);
    for (const shade of [6, 7, 8, 9]) {
      for (const bg of ['#ffffff', '#f8f9fa', '#f1f3f5', palette[0], palette[1], palette[2]]) {
        expect(contrastRatio(palette[shade], bg), `shade ${shade} on ${bg}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
    // Tints stay as they were; dark shades keep getting darker.
    expect(palette.slice(0, 6)).toEqual(colours.slice(0, 6));
    const whiteContrast = palette.slice(6).map((shade) => contrastRatio(shade, '#ffffff'));
    whiteContrast.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(whiteContrast[i]));
  });
});

describe('darken', () => {
  it.each(['#e64980', '#fa5252', '#fab005', '#228be6', '#be4bdb'])('keeps the hue of %s: its channels stay in the same order', (colour) => {
    const order = (hex: string) => {
      const rgb = hexToRgb(hex);
      return [0, 1, 2].sort((a, b) => rgb[b]! - rgb[a]!);
    };
    const darker = darken(colour, 0.15);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThan(contrastRatio(colour, '#ffffff'));
    // pink (#e64980: more blue than green) turned brown before: its hue came out negative
    expect(order(darker)).toEqual(order(colour));
  });
});
