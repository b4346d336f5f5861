import type { VoteResult } from 'contracts';
import { HONEYPOT_FIELD } from 'contracts/lead-fields';
import {
  formText,
  leadFormDone,
  leadFormFailure,
  sentRedirect,
  type SectionActionArgs,
} from 'shared-ui';
import { storeVoteResult, VOTES_PATH, WITHDRAW_PATH } from './boardQueries';

export const ENTRY_FIELD = 'entryId';
/** The pressed button's value: `vote` or `withdraw`. */
export const INTENT_FIELD = 'intent';
export type VoteIntent = 'vote' | 'withdraw';

/** Each entry's form has its own name: the answer shows at that entry only. */
export const voteFormName = (entryId: string) => `vote:${entryId}`;
/** The entry's element id: the post without script comes back to it. */
export const entryAnchor = (entryId: string) => `idee-${entryId}`;

/**
 * A vote or its withdrawal (the shared form convention, shared-ui
 * forms/leadForm.ts). The API keeps the voter in its cookie (set with the
 * first vote): the browser's own call carries it, and without script the
 * shell's server passes it on and hands the new cookie back. Without script
 * the answer is the board again as it was (sort, filter, page; post/redirect
 * /get) at the entry; with script the page already shows the vote and the
 * answer settles the count.
 */
export async function boardAction({
  formData,
  api,
  request,
  queryClient,
  hydrated,
}: SectionActionArgs) {
  const entryId = formText(formData, ENTRY_FIELD);
  const intent: VoteIntent = formText(formData, INTENT_FIELD) === 'withdraw' ? 'withdraw' : 'vote';
  const honeypot = formText(formData, HONEYPOT_FIELD);
  const form = voteFormName(entryId);
  let result: VoteResult;
  try {
    const res = await api('POST', intent === 'vote' ? VOTES_PATH : WITHDRAW_PATH, {
      entryId,
      ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
    });
    result = (await res.json()) as VoteResult;
  } catch (error) {
    return leadFormFailure(error, { entryId }, ENTRY_FIELD, form);
  }
  storeVoteResult(queryClient, entryId, result);
  if (!hydrated) return sentRedirect(request, { form, hash: `#${entryAnchor(entryId)}` });
  return leadFormDone(result, form);
}
