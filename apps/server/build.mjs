// Bundles the server and the operator CLI; node_modules stay external, the contract is bundled.
import { build } from 'esbuild';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const external = Object.keys(JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url))).dependencies).filter(
  (d) => !d.startsWith('@portal/'),
);
await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts', 'make-template': 'src/db/make-template.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod', 'fastify-plugin'],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
fs.copyFileSync('src/lib/common-passwords.txt', 'dist/common-passwords.txt');
execFileSync(process.execPath, ['dist/make-template.js', 'dist/pgdata-template.tgz'], { stdio: 'inherit' });
console.log('server built');
