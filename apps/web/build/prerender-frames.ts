import fs from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The build's file of prerendered first frames, which the server puts in the pages it sends (plugins/web.ts). */
const FRAMES_FILE = 'frames.json';

/**
 * Prerenders the first frames (build/frames.tsx, react-dom/static) once the bundle is written, so that a first page is
 * painted from its HTML and its stylesheet, without waiting for the app's script: the frames' components are the app's
 * own, which the loading screen draws again once the script runs.
 */
export function prerenderFrames(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal-prerender-frames',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { module } = await runnerImport<typeof import('./frames')>(path.join(root, 'build/frames.tsx'), {
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
      });
      fs.writeFileSync(path.join(outDir, FRAMES_FILE), JSON.stringify(await module.renderFrames()));
    },
  };
}
