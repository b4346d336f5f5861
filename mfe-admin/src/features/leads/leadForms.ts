import type { ErasureResult, SalesLeadType } from 'contracts';
import {
  formText,
  leadFormDone,
  leadFormFailure,
  sentRedirect,
  type SectionActionArgs,
} from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { isConfirmed } from '../frame/confirm';

/**
 * The forms of the leads desk: a status per pre-registration and per
 * contact request (each kind its form name), the erasure.
 */
const STATUS_FORMS: Record<SalesLeadType, string> = {
  payment: 'status',
  contact: 'contactStatus',
};
export const statusForm = (type: SalesLeadType, leadId: string) =>
  `${STATUS_FORMS[type]}:${leadId}`;
export const ERASE_FORM = 'erase';
export type StatusField = 'status' | 'note';

/** The erasure asked once more (without script the page asks; with script the dialog did). */
export interface EraseQuestion {
  confirm: string;
}

/** A sales lead's status with sales' note; then the list again (the filter may no longer match it). */
const saveStatus =
  (type: SalesLeadType) =>
  async ({ api, formData, request }: SectionActionArgs, leadId: string, form: string) => {
    const status = formText(formData, 'status');
    const note = formText(formData, 'note');
    try {
      await api('POST', `/api/admin/leads/${type}/${encodeURIComponent(leadId)}/status`, {
        status,
        note,
      });
    } catch (error) {
      return leadFormFailure<StatusField>(error, { status, note }, 'note', form);
    }
    return sentRedirect(request, { form });
  };

/**
 * 'Daten löschen' for one address, once confirmed: the page then says how
 * many rows of each kind went (the counts in the URL, never the address).
 */
async function erase({ api, formData, request }: SectionActionArgs, _id: string, form: string) {
  const email = formText(formData, 'email');
  if (!isConfirmed(formData)) return leadFormDone<EraseQuestion>({ confirm: email }, form);
  let result: ErasureResult;
  try {
    result = (await (await api('POST', '/api/admin/erasures', { email })).json()) as ErasureResult;
  } catch (error) {
    return leadFormFailure<'email'>(error, { email }, 'email', form);
  }
  return sentRedirect(request, { form, result: erasureCounts(result.deleted) });
}

type Deleted = ErasureResult['deleted'];
const DELETED: readonly (keyof Deleted)[] = [
  'emailCaptures',
  'paymentLeads',
  'contactRequests',
  'newsletterSubscriptions',
  'feedback',
  'pageViews',
  'downloads',
];

/** The erasure's counts for the URL: `2.1.0.1.0.5.1`. */
export const erasureCounts = (deleted: Deleted) => DELETED.map((key) => deleted[key]).join('.');

/** The counts out of the URL again; undefined for anything else (a hand-made URL). */
export function parseErasureCounts(text: string | undefined): Deleted | undefined {
  const counts = (text ?? '').split('.');
  if (counts.length !== DELETED.length || !counts.every((count) => /^\d{1,9}$/.test(count)))
    return undefined;
  return Object.fromEntries(DELETED.map((key, index) => [key, Number(counts[index])])) as Deleted;
}

export const leadForms: ConsoleForms = {
  [STATUS_FORMS.payment]: saveStatus('payment'),
  [STATUS_FORMS.contact]: saveStatus('contact'),
  [ERASE_FORM]: erase,
};
