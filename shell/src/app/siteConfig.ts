import { LEGAL_PAGES } from 'contracts/legal';

/** Site configuration: the brand (DESIGN.md §9) and the legal pages' URLs (external, contracts/legal). */
export const siteConfig = {
  brand: { slug: 'hellomarketing', name: 'helloMarketing' },
  legalLinks: LEGAL_PAGES,
} as const;
