// A remote has no page of its own: the shell renders its declared pages. Loading
// the declaration here lets `npm run build` catch a broken one early.
export * from './section';
