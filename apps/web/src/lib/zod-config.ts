import { config } from 'zod/mini';

/**
 * zod compiles a faster parser for each object schema with `new Function`, which the portal's Content-Security-Policy
 * forbids (script-src without 'unsafe-eval'). Its probe for that was refused on every page load, and the browser
 * reported each refusal as a CSP violation (to the bank's report endpoint, when its proxy adds one). The web app
 * parses a few answers, where the compiled form would not pay anyway; the server keeps it. main.tsx imports this
 * module first: it must run before any schema is built.
 */
config({ jitless: true });
