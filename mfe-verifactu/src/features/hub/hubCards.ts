import type { SectionRoute } from 'shared-ui';
import { subpagePath, type Subpage } from '../../content/paths';

/** The hub's question cards (SPEC §2), each with the subpage that answers it. */
export const QUESTION_CARDS = [
  { card: 'howItWorks', page: 'howItWorks' },
  { card: 'deadlines', page: 'deadlines' },
  // The hub links the long path (SPEC §2); both paths show the same page.
  { card: 'obligation', page: 'obligationCheckLong' },
  { card: 'register', page: 'registerCheck' },
  { card: 'fines', page: 'fines' },
] as const satisfies readonly { card: string; page: Subpage }[];

/** The hub's industry cards (SPEC §2), each with its industry's page. */
export const INDUSTRY_CARDS = [
  { card: 'hairBeauty', page: 'hairBeauty' },
  { card: 'cafeGastro', page: 'cafeGastro' },
  { card: 'retail', page: 'retail' },
] as const satisfies readonly { card: string; page: Subpage }[];

/**
 * Which cards lead somewhere: a card links its page when the section's route
 * table (section.ts) has that page, and says 'Demnächst verfügbar' only when it
 * has not (DESIGN.md §9). No flag to keep in step: add the route, the card opens.
 */
export function withPages<Card extends { page: Subpage }>(
  cards: readonly Card[],
  routes: readonly Pick<SectionRoute, 'path'>[],
): (Card & { exists: boolean })[] {
  const paths = new Set(routes.map((route) => route.path));
  return cards.map((card) => ({ ...card, exists: paths.has(subpagePath(card.page)) }));
}
