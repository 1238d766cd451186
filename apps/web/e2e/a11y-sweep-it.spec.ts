import { sweep } from './support/a11y-sweep';

// axe on every route and state in Italian (the sweep and its rules: support/a11y-sweep.ts)
sweep('it');
