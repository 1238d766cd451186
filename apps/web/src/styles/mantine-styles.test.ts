import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Mantine's styles are split in two (mantine-first.css, mantine-later.css): together they must be all of them, once.
const read = (name: string) => fs.readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8');
const imported = (css: string) => [...css.matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';/g)].map((m) => m[1]);
const mantineStyles = fileURLToPath(new URL('../../../../node_modules/@mantine/core/styles', import.meta.url));

describe("Mantine's styles, split between the first screens and the rest", () => {
  const first = imported(read('./mantine-first.css'));
  const later = imported(read('./mantine-later.css'));

  it("hold every stylesheet of Mantine's, each in one of the two files", () => {
    const all = fs
      .readdirSync(mantineStyles)
      .filter((f) => f.endsWith('.layer.css'))
      .map((f) => f.replace('.layer.css', ''));
    expect([...first, ...later].sort()).toEqual(all.sort());
  });

  it('start with the base styles (reset, variables, global classes), in Mantine’s order', () => {
    expect(first.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(later).not.toContain('global');
  });

  it('are all in Mantine’s layer, so that the app’s own styles win whichever loads last', () => {
    for (const css of [read('./mantine-first.css'), read('./mantine-later.css')]) {
      expect(css).not.toMatch(/@import '@mantine\/core\/styles\/[\w-]+\.css'/);
    }
  });
});
