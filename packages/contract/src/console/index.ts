export * from './access';
export * from './constants';
export * from './api';
export * from './tickets';
export * from './partner-admin';
