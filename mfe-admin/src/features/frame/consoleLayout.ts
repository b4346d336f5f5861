/**
 * The console's own breakpoints (a workplace, not the public site's column):
 * the navigation at the side from a laptop's width, a menu below it; each
 * table row a card of labelled fields on a phone.
 */
const SIDE_NAV_MIN_WIDTH = '1024px';
const CARD_MAX_WIDTH = '600px';

export const sideNav = `@media (min-width: ${SIDE_NAV_MIN_WIDTH})`;
export const phone = `@media (max-width: ${CARD_MAX_WIDTH})`;
