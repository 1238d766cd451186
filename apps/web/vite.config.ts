import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress';

const target = process.env.VITE_PROXY_TARGET ?? 'http://localhost:8080';
const proxied = ['/api-portal', '/api', '/partner', '/api-docs'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target, changeOrigin: true }])),
      '/socket.io': { target, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: what each route loads, read by `npm run budget` (scripts/bundle-budget.mjs)
    manifest: true,
  },
});
