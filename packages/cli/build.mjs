// Bundles the CLI for the npm registry (prepublishOnly): the SDK and the contract's code are bundled in, the
// SDK's libraries stay dependencies. A clone runs the TypeScript source instead (bin/).
// npm packs a package's own LICENSE only, so the repository's is copied in.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

copyFileSync(new URL('../../LICENSE', import.meta.url), new URL('LICENSE', import.meta.url));

await build({
  entryPoints: { 'portal-cli': 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['eventsource-parser', 'openapi-fetch', 'standardwebhooks'],
  minify: true,
  logLevel: 'warning',
});
console.log('portal-cli built');
