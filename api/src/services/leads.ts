import type {
  EmailCaptureInput,
  EmailCaptureRecord,
  PaymentLeadInput,
  PaymentLeadRecord,
} from 'contracts';
import type { Db } from '../db/connection';
import { insertEmailCapture, unsavedEmailCapture } from '../data/email-captures';
import { insertPaymentLead, unsavedPaymentLead } from '../data/payment-leads';
import type { ErasureService } from './console/erasure';

/**
 * `discard`: a bot filled the honeypot; answer as usual, store nothing. An
 * address erased on request is answered the same way (services/console/erasure.ts).
 */
export interface LeadOptions {
  discard?: boolean;
}

export interface LeadsService {
  captureEmail(input: EmailCaptureInput, options?: LeadOptions): Promise<EmailCaptureRecord>;
  registerPaymentLead(input: PaymentLeadInput, options?: LeadOptions): Promise<PaymentLeadRecord>;
}

export function leadsService(
  db: Db,
  suppression: Pick<ErasureService, 'isSuppressed'>,
): LeadsService {
  const keep = async (email: string, discard: boolean) =>
    !discard && !(await suppression.isSuppressed(email));
  return {
    captureEmail: async (input, { discard = false } = {}) =>
      (await keep(input.email, discard))
        ? insertEmailCapture(db, input)
        : unsavedEmailCapture(input),
    registerPaymentLead: async (input, { discard = false } = {}) =>
      (await keep(input.email, discard)) ? insertPaymentLead(db, input) : unsavedPaymentLead(input),
  };
}
