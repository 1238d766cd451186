// `npm start`: builds what is not built yet, then serves the portal (embedded database by default).
import { ensureServerBuilt, ensureWebBuilt, exec } from './lib.mjs';

ensureWebBuilt();
ensureServerBuilt();
exec('apps/server/dist/main.js', process.argv.slice(2));
