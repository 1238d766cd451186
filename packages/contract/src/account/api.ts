export * from './profile';
export * from './team';
