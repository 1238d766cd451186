// `npm run budget` (after `npm run build`): the compressed size of what a first visit to each route downloads,
// against its budget ("A fast first page"). What a route loads is read from Vite's manifest
// (apps/web/dist/.vite/manifest.json): the entries (index.html's scripts: the app's and the early calls', their static
// imports, which the page modulepreloads, and their CSS) plus, for a page the early script preloads (index.html's
// route-preloads block: the dashboard's route and charts), those files and their static imports, which its first
// screen waits for. Sizes are brotli (quality 11, what the build precompresses and the
// server sends to browsers that accept it); gzip is shown beside. Ends with "budget: N passed, N failed".
// BUDGET_SCALE=0.5 npm run budget checks against half of every budget (shows that an excess fails).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from '../lib.mjs';
import { unstyledComponents } from './first-styles.mjs';

/**
 * KB = 1,000 bytes, brotli. `js` and `css` are the budgets of the first visit to `path`, enforced: set about 1 KB above
 * the last measured size (the same source builds a little larger or smaller as chunk names change), so that any growth fails and is a
 * decision. A ratchet, not the goal: the first page is judged by Lighthouse (docs/performance.md).
 */
export const BUDGETS = [
  // the sign-in screen is in the entry (apps/web/src/app/router.tsx): /auth loads the entry alone
  { path: '/auth', route: null, js: 190, css: 15 },
  // the dashboard's JS counts its charts' code, which is preloaded with its route
  { path: '/dashboard', preloaded: true, js: 208, css: 15 },
];

/** The files a visit loads before its first screen: the chunks of `keys` and their static imports, with their CSS. */
export function initialFiles(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** The manifest's keys of the files index.html's route-preloads block lists for `page` (src/early-calls.ts). */
export function preloadedKeys(dist, manifest, page) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const block = html.match(/<script type="application\/json" id="route-preloads"[^>]*>([^<]*)<\/script>/);
  const files = block ? (JSON.parse(block[1])[page] ?? []) : [];
  if (files.length === 0) throw new Error(`index.html preloads nothing for ${page}`);
  return files.map((file) => {
    const key = Object.keys(manifest).find((k) => `/${manifest[k].file}` === file);
    if (!key) throw new Error(`${file} (preloaded for ${page}) is not in the build's manifest`);
    return key;
  });
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The files of a signed-in first load that should start with V8's compile hint (apps/web/build/compile-hints.ts) and do
 * not: index.html's app entry (not the async early-calls script) and the route chunks its data block preloads.
 */
export function unhintedFiles(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  const preloads = html.match(/<script type="application\/json" id="route-preloads"[^>]*>([^<]*)<\/script>/);
  const files = [...entries, ...Object.values(preloads ? JSON.parse(preloads[1]) : {}).flat()];
  if (entries.length === 0 || !preloads) return ['index.html: no app entry or no route-preloads block'];
  return files.filter((file) => !fs.readFileSync(path.join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
}

/**
 * Whether index.html's app entry is rendered by React's own react-dom (its client registers itself to the DevTools
 * under that name, with the installed version), not by a stand-in aliased to `react-dom`.
 */
export function entryIsReactDom(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"[^>]*>/)?.[1];
  if (!entry) return false;
  const code = fs.readFileSync(path.join(dist, entry), 'utf8');
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'react-dom', 'package.json'), 'utf8'));
  return /rendererPackageName:\s*[`'"]react-dom[`'"]/.test(code) && code.includes(version) && !/preact/i.test(code);
}

function main() {
  const dist = path.join(root, 'apps', 'web', 'dist');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error(`${path.relative(root, manifestFile)} is missing: run \`npm run build\` first`);
    console.log('\nbudget: 0 passed, 1 failed');
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const scale = Number(process.env.BUDGET_SCALE ?? 1);
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const data = fs.readFileSync(path.join(dist, file));
      const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      sizes.set(file, { raw: data.length, br, gz: zlib.gzipSync(data, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  let passed = 0;
  let failed = 0;
  for (const budget of BUDGETS) {
    // index.html loads every entry of the build: the app's and the early calls' script (src/early-calls.ts)
    const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
    const files = initialFiles(manifest, [...entries, ...(budget.preloaded ? preloadedKeys(dist, manifest, budget.path) : [])]);
    for (const kind of ['js', 'css']) {
      const own = files.filter((f) => f.endsWith(`.${kind}`));
      const total = own.map(sizeOf).reduce((a, s) => ({ raw: a.raw + s.raw, br: a.br + s.br, gz: a.gz + s.gz }), { raw: 0, br: 0, gz: 0 });
      const limit = Math.round(budget[kind] * scale * 10) / 10;
      const ok = total.br <= limit * 1000;
      if (ok) passed += 1;
      else failed += 1;
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} ${budget.path} ${kind.toUpperCase()}: ${kb(total.br)} KB brotli (budget ${limit} KB), ` +
          `${kb(total.gz)} KB gzip, ${kb(total.raw)} KB raw, ${own.length} files`,
      );
      if (!ok || process.argv.includes('--verbose')) {
        for (const f of own.sort((a, b) => sizeOf(b).br - sizeOf(a).br)) console.log(`       ${kb(sizeOf(f).br).padStart(7)} KB  ${f}`);
      }
    }
  }
  // Mantine's styles are split in two (apps/web/src/styles): nothing may render before its part has loaded
  const unstyled = unstyledComponents(dist, manifest);
  if (unstyled.length === 0) passed += 1;
  else failed += 1;
  console.log(`${unstyled.length === 0 ? 'ok  ' : 'FAIL'} Mantine styles: every component is styled by what is loaded before it renders`);
  for (const u of unstyled) console.log(`       ${u}`);
  const unhinted = unhintedFiles(dist);
  if (unhinted.length === 0) passed += 1;
  else failed += 1;
  console.log(`${unhinted.length === 0 ? 'ok  ' : 'FAIL'} compile hint: the entry and the preloaded route chunks start with it`);
  for (const u of unhinted) console.log(`       ${u}`);
  const reactDom = entryIsReactDom(dist);
  if (reactDom) passed += 1;
  else failed += 1;
  console.log(`${reactDom ? 'ok  ' : 'FAIL'} React: the app entry is rendered by react-dom's client`);
  console.log(`\nbudget: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
