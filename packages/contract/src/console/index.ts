export * from './access';
export * from './constants';
export * from './api';
export * from './tickets';
export * from './reviews';
export * from './operators';
export * from './content';
export * from './partner-admin';
