import { sweep } from './support/a11y-sweep';

// axe on every route and state in English (the sweep and its rules: support/a11y-sweep.ts)
sweep('en');
