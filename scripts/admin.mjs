// `npm run admin -- <command>`: the operator command line (CONTRACTS §3).
import { ensureServerBuilt, exec } from './lib.mjs';

ensureServerBuilt();
exec('apps/server/dist/admin.js', process.argv.slice(2));
