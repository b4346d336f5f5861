import { BRAND, POS_BRAND } from 'contracts/brand';
import {
  VERIFACTU_HUB,
  VERIFACTU_SUBPAGE_KEYS,
  verifactuSubpageRoute,
} from 'contracts/verifactu-routes';

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
    // Spain's Verifactu section (SPEC §2): its paths live in contracts, which
    // the remote reads too (the shell never imports a remote).
    remote: 'verifactu',
    routes: [{ ...VERIFACTU_HUB }, ...VERIFACTU_SUBPAGE_KEYS.map(verifactuSubpageRoute)],
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
