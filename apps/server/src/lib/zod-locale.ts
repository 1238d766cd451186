import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The schemas are zod/mini's (the contract's, shared with the web app, whose first chunk it keeps small), and zod/mini
 * loads no messages: its issues say only "Invalid input". The server's answers name the problem (417 `param_value`,
 * the environment's check at start-up), so it loads the English ones. Imported first by `config/env.ts` and `app.ts`,
 * before any value is checked. The web app does not: it shows its catalogues' texts, keyed by the issue's code.
 */
config(en());
