/**
 * The route table's section part: which remote owns which paths (relative to
 * the locale prefix). Only the shell declares remotes; the remote decides
 * what each route id shows. Plain data, so the server can match it too.
 */
export interface SectionRouteDefinition {
  id: string;
  path: string;
}

export interface SectionDefinition {
  remote: string;
  routes: SectionRouteDefinition[];
}

export const sections: SectionDefinition[] = [
  {
    remote: 'feedback',
    routes: [
      { id: 'feedback', path: 'feedback' },
      { id: 'roadmap', path: 'roadmap' },
    ],
  },
  {
    remote: 'ebooks',
    routes: [
      { id: 'ebooks', path: 'social-media-tipps-und-tricks' },
      { id: 'ebook-detail', path: 'social-media-tipps-und-tricks/:ebookRef' },
      { id: 'success-stories', path: 'erfolgsgeschichten' },
    ],
  },
];
