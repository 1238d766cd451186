export * from './catalogue';
export * from './entities';
export * from './signing';
export * from './schedule';
export * from './api';
export * from './secret-roll';
export * from './health';
export * from './re-enable';
