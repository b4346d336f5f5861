import {
  VERIFACTU_HUB,
  VERIFACTU_SUBPAGES,
  type VerifactuSubpage,
} from 'contracts/verifactu-routes';
import { useCallback } from 'react';
import { useLocalePath } from 'shared-ui';

/** The section's pages, as paths under `/{locale}/hellocash/verifactu`: one list with the shell's route table. */
export const SUBPAGES = VERIFACTU_SUBPAGES;
export type Subpage = VerifactuSubpage;

export const HUB_PATH = VERIFACTU_HUB.path;

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
