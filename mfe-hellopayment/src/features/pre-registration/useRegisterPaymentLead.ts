import { useMutation } from '@tanstack/react-query';
import type { PaymentLeadInput } from 'contracts';
import { HONEYPOT_FIELD } from 'contracts/lead-fields';
import { apiRequest } from 'shared-ui';

export const PAYMENT_LEADS_PATH = '/api/payment-leads';

/** What the form sends: the lead, plus the honeypot as the visitor's browser left it. */
export type PaymentLeadRequest = PaymentLeadInput & { [HONEYPOT_FIELD]: string };

/** POST /api/payment-leads (SPEC §7); any non-OK answer is an error the form reports. */
export function useRegisterPaymentLead() {
  return useMutation({
    mutationFn: async (lead: PaymentLeadRequest) => {
      const res = await apiRequest('POST', PAYMENT_LEADS_PATH, lead);
      return res.json() as Promise<unknown>;
    },
  });
}
