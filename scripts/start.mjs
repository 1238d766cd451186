// `npm start`: builds what is not built yet, then serves the portal (embedded database by default).
// The demo is no production: NODE_ENV=development unless set (production refuses the demo data).
import { ensureServerBuilt, ensureWebBuilt, exec } from './lib.mjs';

ensureWebBuilt();
ensureServerBuilt();
exec('apps/server/dist/main.js', process.argv.slice(2), { NODE_ENV: 'development', ...process.env });
