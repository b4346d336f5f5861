import { useCallback } from 'react';
import { useLocalePath } from 'shared-ui';

/** The section's pages, as paths under `/{locale}/hellocash/verifactu` (see shell/src/app/sections.ts). */
export const SUBPAGES = {
  howItWorks: 'so-funktioniert',
  deadlines: 'ab-wann',
  registerCheck: 'reicht-meine-kasse',
  obligationCheck: 'muss-ich',
  /** The path the hub links to; the same page as `muss-ich` (SPEC §2, DESIGN.md §9). */
  obligationCheckLong: 'muss-ich-verifactu-nutzen',
  fines: 'strafen',
  hairBeauty: 'friseur-beauty',
  cafeGastro: 'cafe-gastro',
  retail: 'einzelhandel',
  faq: 'faq',
  glossary: 'glossar',
} as const;
export type Subpage = keyof typeof SUBPAGES;

export const HUB_PATH = 'hellocash/verifactu';

/** Links inside the section, in the visitor's locale: `path()` is the hub, `path('faq')` a subpage. */
export function useVerifactuPath(): (subpage?: Subpage) => string {
  const localePath = useLocalePath();
  return useCallback(
    (subpage) => localePath(subpage ? `${HUB_PATH}/${SUBPAGES[subpage]}` : HUB_PATH),
    [localePath],
  );
}

/** The helloCASH product line: where a visitor who needs a compliant register goes next. */
export const HELLOCASH_PATH = 'hellocash';
