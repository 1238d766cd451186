import type { Plugin, Rolldown } from 'vite';
import { routePreloads } from './inject-early-calls';

type OutputChunk = Rolldown.OutputChunk;

/** V8's explicit compile hint (Chrome 136): every function of the file is compiled with the file, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks a first load runs nearly whole: the app's entry, and the chunks of the pages the early script preloads
 * (PRELOADED_ROUTES: the dashboard).
 */
export function hintedChunks(chunks: readonly OutputChunk[]): OutputChunk[] {
  const preloaded = new Set(Object.values(routePreloads(chunks)).flat());
  return chunks.filter((c) => (c.isEntry && c.name === 'index') || preloaded.has(`/${c.fileName}`));
}

/**
 * V8 compiles a function of a script when the function is first called, on the main thread, unless the script's first
 * line asks it to compile them all with the script (`//# allFunctionsCalledOnLoad`), which Chromium does on a
 * background thread while the script streams in, instead of compiling each function on the main thread when it is
 * first called (docs/performance.md). Browsers that do not know the hint read a comment. The hint must be the
 * file's first line, so it is added once the bundle is complete (Vite puts its preload map first), and the source map
 * moves down one line with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        for (const chunk of hintedChunks(chunks)) {
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // the source map is already an asset of the bundle here (Vite wrote it when it put its preload map first)
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
