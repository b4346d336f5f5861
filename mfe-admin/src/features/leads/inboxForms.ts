import { LEAD_TYPES, SALES_LEAD_TYPES, type LeadType } from 'contracts/admin';
import { formText, leadFormFailure, type SectionActionArgs } from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { postThenRedirect } from '../records/recordForms';
import { leadApiPath } from './leadPaths';

/**
 * The lead page's forms, each named `<form>:<type>:<id>`: a note, the
 * assignee ('Zuständig'). Posted to the page (with script or without),
 * then the page again, read afresh, saying so.
 */
const NOTE_FORM = 'note';
const ASSIGN_FORM = 'assign';
export const noteForm = (type: LeadType, id: string) => `${NOTE_FORM}:${type}:${id}`;
export const assignForm = (type: LeadType, id: string) => `${ASSIGN_FORM}:${type}:${id}`;
export type NoteField = 'text';
export type AssignField = 'assigneeId';

/** `payment:<id>` out of the form's name; a kind the page does not know is no lead (404 below). */
function leadOf(target: string, kinds: readonly string[]): { type: string; id: string } {
  const colon = target.indexOf(':');
  const type = target.slice(0, Math.max(colon, 0));
  return { type: kinds.includes(type) ? type : 'unknown', id: target.slice(colon + 1) };
}

function addNote(args: SectionActionArgs, target: string, form: string) {
  const { type, id } = leadOf(target, LEAD_TYPES);
  const text = formText(args.formData, 'text');
  return postThenRedirect(
    args,
    { path: `${leadApiPath(type, id)}/notes`, body: { text }, form },
    (error) => leadFormFailure<NoteField>(error, { text }, 'text', form),
  );
}

function assign(args: SectionActionArgs, target: string, form: string) {
  const { type, id } = leadOf(target, SALES_LEAD_TYPES);
  const assigneeId = formText(args.formData, 'assigneeId');
  return postThenRedirect(
    args,
    { path: `${leadApiPath(type, id)}/assignee`, body: { assigneeId: assigneeId || null }, form },
    (error) => leadFormFailure<AssignField>(error, { assigneeId }, 'assigneeId', form),
  );
}

export const inboxForms: ConsoleForms = { [NOTE_FORM]: addNote, [ASSIGN_FORM]: assign };
