import type {
  EmailCaptureInput,
  EmailCaptureRecord,
  PaymentLeadInput,
  PaymentLeadRecord,
} from 'contracts';
import type { Db } from '../db/connection';
import { insertEmailCapture, unsavedEmailCapture } from '../data/email-captures';
import { insertPaymentLead, unsavedPaymentLead } from '../data/payment-leads';

/** `discard`: a bot filled the honeypot; answer as usual, store nothing. */
export interface LeadOptions {
  discard?: boolean;
}

export interface LeadsService {
  captureEmail(input: EmailCaptureInput, options?: LeadOptions): Promise<EmailCaptureRecord>;
  registerPaymentLead(input: PaymentLeadInput, options?: LeadOptions): Promise<PaymentLeadRecord>;
}

export function leadsService(db: Db): LeadsService {
  return {
    captureEmail: async (input, { discard = false } = {}) =>
      discard ? unsavedEmailCapture(input) : insertEmailCapture(db, input),
    registerPaymentLead: async (input, { discard = false } = {}) =>
      discard ? unsavedPaymentLead(input) : insertPaymentLead(db, input),
  };
}
