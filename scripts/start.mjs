// `npm start`: builds what is not built yet, then serves the portal (embedded database by default).
// The demo is no production: NODE_ENV=development unless set (production refuses the demo data).
import { existsSync } from 'node:fs';
import { ensureServerBuilt, ensureWebBuilt, exec } from './lib.mjs';

// a .env file counts as the environment here, so that its settings win over the demo's defaults below
if (existsSync('.env')) process.loadEnvFile('.env');

ensureWebBuilt();
ensureServerBuilt();
// the demo: webhooks to local http receivers work out of the box (a deployment sets its own environment)
exec('apps/server/dist/main.js', process.argv.slice(2), { NODE_ENV: 'development', WEBHOOK_ALLOW_HTTP: 'true', ...process.env });
