import {
  validationMessages,
  type ContactRequestInput,
  type ContactRequestRecord,
  type EmailCaptureInput,
  type EmailCaptureRecord,
  type PaymentLeadInput,
  type PaymentLeadRecord,
} from 'contracts';
import type { Db } from '../db/connection';
import { insertContactRequest, unsavedContactRequest } from '../data/contact-requests';
import { insertEmailCapture, unsavedEmailCapture } from '../data/email-captures';
import {
  countRepeatedPaymentLead,
  insertPaymentLead,
  unsavedPaymentLead,
} from '../data/payment-leads';
import { findActiveProductBySlug } from '../data/products';
import { NotFoundError } from '../errors';
import type { ErasureService } from './console/erasure';
import type { NewsletterService } from './newsletter';

/**
 * `discard`: a bot filled the honeypot; answer as usual, store nothing. An
 * address erased on request is answered the same way (services/console/erasure.ts).
 */
export interface LeadOptions {
  discard?: boolean;
}

export interface LeadsService {
  /**
   * An e-book download's address. With `newsletterOptIn` the address starts
   * the double opt-in (services/newsletter.ts): the capture is stored with
   * opt-in false until the address is confirmed, true at once if it is
   * already. A discarded capture asks for nothing and sends no mail.
   */
  captureEmail(input: EmailCaptureInput, options?: LeadOptions): Promise<EmailCaptureRecord>;
  registerPaymentLead(input: PaymentLeadInput, options?: LeadOptions): Promise<PaymentLeadRecord>;
  /** 'Beratung anfragen' on a product page: the product must be an active one (else 404). */
  requestContact(input: ContactRequestInput, options?: LeadOptions): Promise<ContactRequestRecord>;
}

export function leadsService(
  db: Db,
  suppression: Pick<ErasureService, 'isSuppressed'>,
  newsletter: NewsletterService,
): LeadsService {
  const keep = async (email: string, discard: boolean) =>
    !discard && !(await suppression.isSuppressed(email));
  return {
    captureEmail: async (input, { discard = false } = {}) => {
      if (!(await keep(input.email, discard))) return unsavedEmailCapture(input);
      if (!input.newsletterOptIn) return insertEmailCapture(db, input);
      const confirmed = await newsletter.isConfirmed(input.email);
      const capture = await insertEmailCapture(db, { ...input, newsletterOptIn: confirmed });
      if (!confirmed)
        await newsletter.request({
          email: input.email,
          country: input.country,
          language: input.language,
          emailCaptureId: capture.id,
          attribution: input.attribution,
        });
      return capture;
    },
    registerPaymentLead: async (input, { discard = false } = {}) => {
      if (!(await keep(input.email, discard))) return unsavedPaymentLead(input);
      // Sent again within a day: counted on the first, answered as usual (the earlier lead).
      return (await countRepeatedPaymentLead(db, input)) ?? insertPaymentLead(db, input);
    },
    requestContact: async (input, { discard = false } = {}) => {
      const product = await findActiveProductBySlug(db, input.productSlug);
      // Like any record named by the request that does not exist (a product taken offline).
      if (!product) throw new NotFoundError(validationMessages.unknownProduct);
      const request = { ...input, productId: product.id };
      return (await keep(input.email, discard))
        ? insertContactRequest(db, request)
        : unsavedContactRequest(request);
    },
  };
}
