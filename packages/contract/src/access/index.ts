export * from './access';
export * from './mask';
