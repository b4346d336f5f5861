/**
 * Spain's Verifactu section (SPEC §2) as the shell's route table and the
 * remote both read it: the hub, and each subpage as a path under the hub
 * (every locale). Both `muss-ich` paths show the same page (DESIGN.md §9).
 */
export const VERIFACTU_HUB = { id: 'verifactu', path: 'hellocash/verifactu' } as const;

export const VERIFACTU_SUBPAGES = {
  howItWorks: 'so-funktioniert',
  deadlines: 'ab-wann',
  registerCheck: 'reicht-meine-kasse',
  obligationCheck: 'muss-ich',
  /** The path the hub links to; the same page as `muss-ich`. */
  obligationCheckLong: 'muss-ich-verifactu-nutzen',
  fines: 'strafen',
  hairBeauty: 'friseur-beauty',
  cafeGastro: 'cafe-gastro',
  retail: 'einzelhandel',
  faq: 'faq',
  glossary: 'glossar',
} as const;
export type VerifactuSubpage = keyof typeof VERIFACTU_SUBPAGES;

export const VERIFACTU_SUBPAGE_KEYS = Object.keys(VERIFACTU_SUBPAGES) as VerifactuSubpage[];

/** A subpage's route id and path (relative to the locale prefix). */
export function verifactuSubpageRoute(subpage: VerifactuSubpage) {
  const slug = VERIFACTU_SUBPAGES[subpage];
  return { id: `${VERIFACTU_HUB.id}-${slug}`, path: `${VERIFACTU_HUB.path}/${slug}` };
}
