// The provider's console (/api/admin/*): staff, sessions, the leads desk,
// the numbers, the audit log and the voting board's moderation, and the console's areas and
// pages with the roles that open them. Used by the API and the console's front end.
export * from './messages';
export * from './staff';
export * from './consolePages';
export * from './leadsDesk';
export * from './leadInbox';
export * from './stats';
export * from './audit';
export * from './fieldChanges';
export * from './paging';
export * from './board';
export * from './pixels';
export * from './roadmap';
export * from './knowledge';
export * from './translatedContent';
export * from './contentType';
export * from './contentVersions';
export * from './berlinTime';
export * from './previews';
export * from './ebooks';
export * from './products';
export * from './testimonials';
export * from './routing';
export * from './campaigns';
export * from './webVitals';
export * from './searchMisses';
