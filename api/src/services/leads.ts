import type { EmailCaptureInput, PaymentLeadInput } from 'contracts';
import type { Db } from '../db/connection';
import { insertEmailCapture, unsavedEmailCapture, type EmailCapture } from '../data/email-captures';
import { insertPaymentLead, unsavedPaymentLead, type PaymentLead } from '../data/payment-leads';

/** `discard`: a bot filled the honeypot; answer as usual, store nothing. */
export interface LeadOptions {
  discard?: boolean;
}

export interface LeadsService {
  captureEmail(input: EmailCaptureInput, options?: LeadOptions): Promise<EmailCapture>;
  registerPaymentLead(input: PaymentLeadInput, options?: LeadOptions): Promise<PaymentLead>;
}

export function leadsService(db: Db): LeadsService {
  return {
    captureEmail: async (input, { discard = false } = {}) =>
      discard ? unsavedEmailCapture(input) : insertEmailCapture(db, input),
    registerPaymentLead: async (input, { discard = false } = {}) =>
      discard ? unsavedPaymentLead(input) : insertPaymentLead(db, input),
  };
}
