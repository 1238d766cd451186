export * from './identity';
export * from './countries';
