import { LEGAL_PAGES } from 'contracts/legal';

/** Site configuration: the brand (DESIGN.md §9) and the legal pages' URLs (external, contracts/legal). */
export const siteConfig: {
  brand: {
    slug: string;
    name: string;
    /**
     * The brand's own profiles elsewhere (https URLs: social networks, Wikipedia),
     * the Organization's `sameAs` in the home's structured data; none yet.
     */
    sameAs: readonly string[];
  };
  legalLinks: typeof LEGAL_PAGES;
} = {
  brand: { slug: 'hellomarketing', name: 'helloMarketing', sameAs: [] },
  legalLinks: LEGAL_PAGES,
};
