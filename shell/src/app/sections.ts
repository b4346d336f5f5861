import { BRAND, POS_BRAND } from 'contracts/brand';

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
  {
    remote: 'products',
    routes: [
      { id: 'marketing-products', path: BRAND.slug },
      { id: 'marketing-product', path: `${BRAND.slug}/:slug` },
      { id: 'pos-products', path: POS_BRAND.slug },
      { id: 'pos-product', path: `${POS_BRAND.slug}/:slug` },
      // The localized target of `/product/{slug}`: sends on to the product's brand path.
      { id: 'product', path: 'product/:slug' },
    ],
  },
  {
    // Static segments outrank `hellocash/:slug`; an unknown provider is the 404 page.
    remote: 'hellopayment',
    routes: [
      { id: 'payment-providers', path: `${POS_BRAND.slug}/hellopayment` },
      { id: 'payment-mollie', path: `${POS_BRAND.slug}/hellopayment/mollie` },
      { id: 'payment-adyen', path: `${POS_BRAND.slug}/hellopayment/adyen` },
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
