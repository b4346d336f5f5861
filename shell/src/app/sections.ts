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
    // Spain's Verifactu section (SPEC §2). Routes under every locale; both
    // `muss-ich` paths show the same page (DESIGN.md §9).
    remote: 'verifactu',
    routes: [
      { id: 'verifactu', path: 'hellocash/verifactu' },
      ...[
        'so-funktioniert',
        'ab-wann',
        'reicht-meine-kasse',
        'muss-ich',
        'muss-ich-verifactu-nutzen',
        'strafen',
        'friseur-beauty',
        'cafe-gastro',
        'einzelhandel',
        'faq',
        'glossar',
      ].map((subpage) => ({
        id: `verifactu-${subpage}`,
        path: `hellocash/verifactu/${subpage}`,
      })),
    ],
  },
];
