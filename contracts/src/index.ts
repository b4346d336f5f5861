export * from './messages';
export * from './common';
export * from './feedback';
export * from './tracking';
