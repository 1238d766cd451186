export * from './signing';
export * from './api';
export * from './request-log';
