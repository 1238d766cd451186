import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color';
import { accessibleShade, brandPalette, MIN_TEXT_CONTRAST } from './palette';

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
