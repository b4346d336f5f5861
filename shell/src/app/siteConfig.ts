/** Site configuration: the brand (DESIGN.md §9) and the legal pages' URLs (external). */
export const siteConfig = {
  brand: { slug: 'hellomarketing', name: 'helloMarketing' },
  legalLinks: {
    imprint: 'https://hellocash.business/impressum',
    privacy: 'https://hellocash.business/datenschutz',
  },
} as const;
