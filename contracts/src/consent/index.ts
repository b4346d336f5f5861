export * from './categories';
export * from './services';
export * from './schemas';
