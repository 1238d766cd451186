import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Mantine's styles are split in two (mantine-first.css, mantine-later.css): together they must be all of them, once.
const read = (name: string) => fs.readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8');
const imported = (css: string) => [...css.matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';/g)].map((m) => m[1]);
const mantineStyles = fileURLToPath(new URL('../../../../node_modules/@mantine/core/styles', import.meta.url));
const mantineEsm = fileURLToPath(new URL('../../../../node_modules/@mantine/core/esm', import.meta.url));

/** Mantine's modules (esm) and what each imports from its own package. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of fs.readdirSync(mantineEsm, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.mjs')) continue;
    const full = path.join(mantineEsm, file);
    const src = fs.readFileSync(full, 'utf8');
    const targets = [...src.matchAll(/(?:import|export)[^'"]*?from\s*["'](\.[^"']+)["']/g)].map((m) =>
      path.resolve(path.dirname(full), m[1]),
    );
    graph.set(full, targets);
  }
  return graph;
}

/** The stylesheets a component's code uses: the `X.module.mjs` class maps it reaches (X.layer.css holds their rules). */
function stylesUsedBy(component: string, graph: Map<string, string[]>): Set<string> {
  const dir = path.join(mantineEsm, 'components', component) + path.sep;
  const stack = [...graph.keys()].filter((f) => f.startsWith(dir));
  const seen = new Set<string>();
  const styles = new Set<string>();
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.module.mjs')) styles.add(path.basename(file, '.module.mjs'));
    stack.push(...(graph.get(file) ?? []));
  }
  return styles;
}

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

  // A component of the first file whose parts are styled by the later one would show unstyled until a later screen
  // loads, and then in the wrong order: Mantine's rules for a part come before the component's own, which override
  // them. Combobox's options sit in a ScrollArea: with ScrollArea in the later file, a Select's dropdown at a page's
  // end is drawn but never visible.
  it('the first file holds every stylesheet its components use, before them, in Mantine’s order', () => {
    const graph = importGraph();
    const missing = first.flatMap((c) => [...stylesUsedBy(c, graph)].filter((s) => !first.includes(s)).map((s) => `${c} uses ${s}`));
    expect(missing).toEqual([]);
    const all = fs.readFileSync(path.join(mantineStyles, '..', 'styles.layer.css'), 'utf8');
    const head = (name: string) => fs.readFileSync(path.join(mantineStyles, `${name}.layer.css`), 'utf8').replace('@layer mantine {', '');
    const position = (name: string) => all.indexOf(head(name).trim().slice(0, 60));
    // Flex's one rule is printed differently in the whole file; it is Mantine's last
    for (const names of [first, later.filter((n) => n !== 'Flex')]) {
      const positions = names.map(position);
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('are all in Mantine’s layer, so that the app’s own styles win whichever loads last', () => {
    for (const css of [read('./mantine-first.css'), read('./mantine-later.css')]) {
      expect(css).not.toMatch(/@import '@mantine\/core\/styles\/[\w-]+\.css'/);
    }
  });
});
