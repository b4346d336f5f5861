import { boardMessageKey } from 'contracts/board-fields';
import type { LeadFormFailure, TFunction } from 'shared-ui';

/**
 * What a refused vote says, in the visitor's language: the daily cap of
 * their network and a vanished entry have their own words; anything else
 * (too many requests, the API down) asks to try again shortly.
 */
export function voteProblem(failure: LeadFormFailure, t: TFunction): string {
  const message = failure.message ?? Object.values(failure.fieldErrors)[0];
  switch (boardMessageKey(message)) {
    case 'dailyCapReached':
      return t('board.errors.dailyCap');
    case 'entryNotFound':
      return t('board.errors.gone');
    default:
      return t('board.errors.failed');
  }
}
