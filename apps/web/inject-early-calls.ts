import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

export const EARLY_CALLS_ENTRY = 'src/early-calls.ts';

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
        if (ctx.bundle) {
          const chunk = Object.values(ctx.bundle).find(
            (c): c is OutputChunk => c.type === 'chunk' && c.isEntry && !!c.facadeModuleId?.endsWith(`/${EARLY_CALLS_ENTRY}`),
          );
          if (!chunk) throw new Error(`the build has no entry for ${EARLY_CALLS_ENTRY}`);
          if (chunk.imports.length > 0) {
            throw new Error(`${EARLY_CALLS_ENTRY} must import nothing: its chunk imports ${chunk.imports.join(', ')}`);
          }
          src = `/${chunk.fileName}`;
        }
        // after the head's metadata, before the app's own script
        if (!html.includes('</title>')) throw new Error('index.html has no <title>');
        return html.replace('</title>', `</title>\n    <script type="module" async crossorigin src="${src}"></script>`);
      },
    },
  };
}
