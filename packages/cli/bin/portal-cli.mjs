#!/usr/bin/env node
// The published package runs its bundle (dist/); a clone of the repository, where nothing is built,
// runs the TypeScript source through tsx (installed by `npm ci`), so `npx portal-cli` works at once.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/portal-cli.js', import.meta.url);
if (existsSync(bundle)) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/main.ts', import.meta.url).href);
}
