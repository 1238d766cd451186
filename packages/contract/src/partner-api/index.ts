export * from './signing';
export * from './api';
export * from './request-log';
export * from './rate-limits';
export * from './events';
export * from './portal-cli';
