// `npm start`: builds what is not built yet, then serves the portal (embedded database by default).
import { ensureServerBuilt, ensureWebBuilt, exec } from './lib.mjs';

ensureWebBuilt();
ensureServerBuilt();
// the demo: webhooks to local http receivers work out of the box (a deployment sets its own environment)
exec('apps/server/dist/main.js', process.argv.slice(2), { WEBHOOK_ALLOW_HTTP: 'true', ...process.env });
