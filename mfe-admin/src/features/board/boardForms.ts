import {
  formText,
  leadFormDone,
  leadFormFailure,
  type FormValues,
  type SectionActionArgs,
} from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { isConfirmed } from '../frame/confirm';
import { postThenRedirect } from '../records/recordForms';
import { entryApiPath } from './boardPaths';

/**
 * The forms of the board's pages, each named `<form>:<entry id>`: the
 * decisions on an entry (publish, reject, merge) and its editing (title,
 * redaction, status, roadmap link). Each posts one moderation step to the
 * API; rejecting and merging ask once more first (the question is the
 * answer of the unconfirmed post).
 */
export const BOARD_FORMS = {
  publish: 'publish',
  reject: 'reject',
  merge: 'merge',
  title: 'title',
  redact: 'redact',
  status: 'status',
  roadmap: 'roadmap',
} as const;
export type BoardFormKind = keyof typeof BOARD_FORMS;
export const boardForm = (kind: BoardFormKind, entryId: string) =>
  `${BOARD_FORMS[kind]}:${entryId}`;

/** The decisions that take an entry out of the list it was in: the page says what happened. */
export const DECISIONS = ['publish', 'reject', 'merge'] as const satisfies BoardFormKind[];
export type Decision = (typeof DECISIONS)[number];

export type BoardField = 'title' | 'reason' | 'intoId' | 'text' | 'status' | 'roadmapItem';

/** Rejecting asked once more: the reason typed, shown again in the question. */
export interface RejectQuestion {
  reason: string;
}
/** Merging asked once more: the original chosen, named in the question. */
export interface MergeQuestion {
  intoId: string;
}

/**
 * One moderation step: posted, then the page again saying so (its data
 * read afresh); a refusal is said at `field` with everything typed kept.
 * `result` goes into the URL for the page to say (an entry id, never text).
 */
function step(
  args: SectionActionArgs,
  form: string,
  path: string,
  body: Record<string, unknown>,
  field: BoardField,
  result?: string,
) {
  const typed = Object.fromEntries(
    Object.entries(body).map(([name, value]) => [name, value ?? '']),
  ) as FormValues<BoardField>;
  return postThenRedirect(args, { path, body, form, result }, (error) =>
    leadFormFailure<BoardField>(error, typed, field, form),
  );
}

const text = (args: SectionActionArgs, name: BoardField) => formText(args.formData, name);
const entryStep = (id: string, change: string) => `${entryApiPath(id)}/${change}`;

export const boardForms: ConsoleForms = {
  /** Published, with the short title typed (blank: none). */
  [BOARD_FORMS.publish]: (args, id, form) =>
    step(args, form, entryStep(id, 'publish'), { title: text(args, 'title') }, 'title'),

  /** Rejected with its internal reason, once confirmed. */
  [BOARD_FORMS.reject]: async (args, id, form) => {
    const reason = text(args, 'reason');
    if (!isConfirmed(args.formData)) return leadFormDone<RejectQuestion>({ reason }, form);
    return step(args, form, entryStep(id, 'reject'), { reason }, 'reason');
  },

  /** Merged into the original chosen, once confirmed; the page then links the original. */
  [BOARD_FORMS.merge]: async (args, id, form) => {
    const intoId = text(args, 'intoId');
    if (!isConfirmed(args.formData)) return leadFormDone<MergeQuestion>({ intoId }, form);
    return step(args, form, entryStep(id, 'merge'), { intoId }, 'intoId', intoId);
  },

  [BOARD_FORMS.title]: (args, id, form) =>
    step(args, form, entryStep(id, 'title'), { title: text(args, 'title') }, 'title'),

  [BOARD_FORMS.redact]: (args, id, form) =>
    step(args, form, entryStep(id, 'redact'), { text: text(args, 'text') }, 'text'),

  [BOARD_FORMS.status]: (args, id, form) =>
    step(args, form, entryStep(id, 'status'), { status: text(args, 'status') }, 'status'),

  /** Linked to a roadmap item, or unlinked (the empty choice). */
  [BOARD_FORMS.roadmap]: (args, id, form) =>
    step(
      args,
      form,
      entryStep(id, 'roadmap'),
      { roadmapItem: text(args, 'roadmapItem') || null },
      'roadmapItem',
    ),
};
