export * from './catalogue';
export * from './entities';
export * from './signing';
export * from './schedule';
export * from './api';
