import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readablePalette } from '../../lib/palette';
import { READABLE_COLORS } from './readable-colors';

describe('READABLE_COLORS', () => {
  it("are readablePalette of each of Mantine's colours but gray and dark", () => {
    const made = Object.fromEntries(
      Object.entries(DEFAULT_THEME.colors)
        .filter(([name]) => name !== 'gray' && name !== 'dark')
        .map(([name, palette]) => [name, readablePalette(palette)]),
    );
    // on a difference (a new Mantine), the file's new lines
    const lines = Object.entries(made).map(([name, shades]) => `  ${name}: [${shades.map((s) => `'${s}'`).join(', ')}],`);
    expect(READABLE_COLORS, lines.join('\n')).toEqual(made);
  });
});
