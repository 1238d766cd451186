export * from './signing';
export * from './api';
export * from './fields';
export * from './simulations';
export * from './request-log';
export * from './rate-limits';
export * from './events';
export * from './portal-cli';
