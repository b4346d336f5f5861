/** The board's path below the locale. */
export const BOARD_PAGE_PATH = 'feedback/board';
