// Part of `npm run budget`: Mantine's styles are split (apps/web/src/styles): mantine-first.css with the entry,
// mantine-later.css with every other screen's module. This check walks the build's chunks from index.html, through
// static and dynamic imports, carrying the stylesheets loaded on the way (a dynamic import waits for its chunk's CSS),
// and fails for any chunk that uses a Mantine component whose styles none of them holds: a screen or a component
// drawn unstyled until some other screen happens to load the rest. Which components a chunk holds comes from its
// source map; a component's styles are found by the first class of its stylesheet in @mantine/core.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib.mjs';

const stylesDir = path.join(root, 'node_modules', '@mantine', 'core', 'styles');

/** component -> the first class its stylesheet defines (components without a stylesheet are left out) */
function componentClasses() {
  const classes = new Map();
  for (const file of fs.readdirSync(stylesDir)) {
    const name = file.match(/^([A-Z]\w+)\.css$/)?.[1];
    const first = name && fs.readFileSync(path.join(stylesDir, file), 'utf8').match(/\.(m_[0-9a-f]+)/)?.[1];
    if (first) classes.set(name, first);
  }
  return classes;
}

/** Mantine components in a built chunk, from the sources of its map */
function componentsOf(dist, file) {
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const { sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  return [...new Set(sources.map((s) => s.match(/@mantine\/core\/esm\/components\/([^/]+)\//)?.[1]).filter(Boolean))];
}

/** A chunk with its static imports: their files, and the stylesheets they bring. */
function closure(manifest, key) {
  const keys = [];
  const visit = (k) => {
    if (keys.includes(k)) return;
    keys.push(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  visit(key);
  return { keys, css: keys.flatMap((k) => manifest[k].css ?? []) };
}

/** Each unstyled use (chunk, component, the route or module that led there), as a line to print; empty when all are styled. */
export function unstyledComponents(dist, manifest) {
  const classes = componentClasses();
  const cssText = new Map();
  const text = (file) => {
    if (!cssText.has(file)) cssText.set(file, fs.readFileSync(path.join(dist, file), 'utf8'));
    return cssText.get(file);
  };
  const components = new Map();
  const componentsIn = (file) => {
    if (!components.has(file)) components.set(file, componentsOf(dist, file));
    return components.get(file);
  };
  const problems = new Map();
  const seen = new Set();
  const walk = (key, loaded) => {
    const { keys, css } = closure(manifest, key);
    const styles = [...new Set([...loaded, ...css])].sort();
    const id = `${key} ${styles.join(',')}`;
    if (seen.has(id)) return;
    seen.add(id);
    for (const k of keys) {
      for (const component of componentsIn(manifest[k].file)) {
        const cls = classes.get(component);
        const problem = `${manifest[k].file}: ${component}`;
        if (cls && !problems.has(problem) && !styles.some((f) => text(f).includes(`.${cls}`))) problems.set(problem, key);
      }
      for (const d of manifest[k].dynamicImports ?? []) walk(d, styles);
    }
  };
  walk('index.html', []);
  // a check that found nothing to check would pass whatever the build: the source maps' layout has changed
  if (![...components.values()].some((c) => c.some((name) => classes.has(name)))) {
    return ['no Mantine component found in the source maps of the build: update componentsOf() in scripts/perf/first-styles.mjs'];
  }
  return [...problems]
    .map(([problem, from]) => `no styles for ${problem} (reached from ${from}): add its stylesheet to mantine-first.css`)
    .sort();
}
