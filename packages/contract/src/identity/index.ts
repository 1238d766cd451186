export * from './identity';
export * from './countries';
export * from './constants';
