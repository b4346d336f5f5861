import { POS_BRAND } from 'contracts/brand';
import { useCallback } from 'react';
import { useLocalePath } from 'shared-ui';

/** The hub's path below the locale, under the helloCASH product line. */
export const HUB_PATH = `${POS_BRAND.slug}/verifactu`;

/**
 * The section's subpages, as paths under the hub. Both `muss-ich` paths show
 * the same page (DESIGN.md §9): the hub links to the long one.
 */
export const SUBPAGES = {
  howItWorks: 'so-funktioniert',
  deadlines: 'ab-wann',
  registerCheck: 'reicht-meine-kasse',
  obligationCheck: 'muss-ich',
  obligationCheckLong: 'muss-ich-verifactu-nutzen',
  fines: 'strafen',
  hairBeauty: 'friseur-beauty',
  cafeGastro: 'cafe-gastro',
  retail: 'einzelhandel',
  faq: 'faq',
  glossary: 'glossar',
} as const;
export type Subpage = keyof typeof SUBPAGES;

/** The PDF guide (features/guide), in the language of the locale it is fetched under. */
export const GUIDE_PATH = `${HUB_PATH}/leitfaden.pdf`;

/** A subpage's path below the locale. */
export const subpagePath = (subpage: Subpage) => `${HUB_PATH}/${SUBPAGES[subpage]}`;

/** Links inside the section, in the visitor's locale: `path()` is the hub, `path('faq')` a subpage. */
export function useVerifactuPath(): (subpage?: Subpage) => string {
  const localePath = useLocalePath();
  return useCallback(
    (subpage) => localePath(subpage ? subpagePath(subpage) : HUB_PATH),
    [localePath],
  );
}

/** The helloCASH product line: where a visitor who needs a compliant register goes next. */
export const HELLOCASH_PATH = POS_BRAND.slug;
