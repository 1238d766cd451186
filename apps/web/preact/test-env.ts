// `react` in the web project's tests (preact/aliases.ts): what the build has, and React's `act`, which preact/compat
// leaves to preact/test-utils: it runs the callback, then the effects and renders it scheduled, before it resolves.
export * from './react';
export { default } from './react';
export { act } from 'preact/test-utils';
