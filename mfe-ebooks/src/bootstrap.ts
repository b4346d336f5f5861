// A remote has no page of its own: the shell renders its routes. Loading the
// exposed module here lets `npm run build` catch a broken expose early.
export * from './expose/routes';
