import type { Plugin, Rolldown } from 'vite';
import { EARLY_PRELOADS_ID } from '../src/early-calls';

type OutputChunk = Rolldown.OutputChunk;

export const EARLY_CALLS_ENTRY = 'src/early-calls.ts';

/**
 * The first pages whose modules the early script asks for on a signed-in load (src/early-calls.ts,
 * `preloadRouteModules`): a page's path, as the router names it, its route's lazy module and the lazy modules its first
 * render wants. The dashboard is where a session lands; its chunk came only after the entry had run and the router had
 * started, and its charts' chunk after that.
 */
export const PRELOADED_ROUTES: Record<string, readonly string[]> = {
  '/dashboard': ['src/app/routes/dashboard.tsx', 'src/features/statistics/components/monthly-bar-chart.tsx'],
};

/**
 * For each preloaded route, the files its modules load that the entry does not: their chunks and their static imports,
 * as addresses.
 */
export function routePreloads(
  chunks: readonly OutputChunk[],
  routes: Record<string, readonly string[]> = PRELOADED_ROUTES,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    start.forEach(visit);
    return seen;
  };
  const initial = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const preloads: Record<string, string[]> = {};
  for (const [path, modules] of Object.entries(routes)) {
    const files = modules.map((module) => {
      // the chunk that holds it: its own, or the group's it is bundled in (vite.config.ts, `codeSplitting`)
      const chunk = chunks.find((c) => !c.isEntry && c.moduleIds.some((id) => id.endsWith(`/${module}`)));
      if (!chunk) throw new Error(`the build has no chunk for ${module} (PRELOADED_ROUTES, ${path})`);
      return chunk.fileName;
    });
    preloads[path] = [...closure(files)].filter((file) => !initial.has(file)).map((file) => `/${file}`);
  }
  return preloads;
}

/**
 * Puts src/early-calls.ts in index.html as a script of its own, before the app's entry and `async`, so that it runs as
 * soon as it is downloaded (a few hundred bytes) and the first calls overlap the app's download. The build makes it
 * an entry of its own (vite.config.ts, `input`) that shares no chunk with the app; `vite` (development) serves the
 * module as it is.
 */
export function injectEarlyCalls(): Plugin {
  return {
    name: 'portal-early-calls',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let src = `/${EARLY_CALLS_ENTRY}`;
        let preloads = '';
        if (ctx.bundle) {
          const chunks = Object.values(ctx.bundle).filter((c): c is OutputChunk => c.type === 'chunk');
          const chunk = chunks.find((c) => c.isEntry && !!c.facadeModuleId?.endsWith(`/${EARLY_CALLS_ENTRY}`));
          if (!chunk) throw new Error(`the build has no entry for ${EARLY_CALLS_ENTRY}`);
          if (chunk.imports.length > 0) {
            throw new Error(`${EARLY_CALLS_ENTRY} must import nothing: its chunk imports ${chunk.imports.join(', ')}`);
          }
          src = `/${chunk.fileName}`;
          // data for the early script (not run: a data block, which the Content-Security-Policy leaves alone)
          preloads = `\n    <script type="application/json" id="${EARLY_PRELOADS_ID}">${JSON.stringify(routePreloads(chunks))}</script>`;
        }
        // after the head's metadata, before the app's own script
        if (!html.includes('</title>')) throw new Error('index.html has no <title>');
        return html.replace('</title>', `</title>${preloads}\n    <script type="module" async crossorigin src="${src}"></script>`);
      },
    },
  };
}
