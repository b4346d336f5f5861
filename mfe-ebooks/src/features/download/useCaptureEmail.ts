import { useMutation } from '@tanstack/react-query';
import type { EmailCaptureInput } from 'contracts';
import { HONEYPOT_FIELD } from 'contracts/lead-fields';
import { apiRequest } from 'shared-ui';

export const EMAIL_CAPTURE_PATH = '/api/email/capture';

/** The capture as sent: the honeypot field travels only when something filled it. */
export type EmailCapturePayload = EmailCaptureInput & { [HONEYPOT_FIELD]?: string };

/** POST /api/email/capture (SPEC §7). */
export function useCaptureEmail() {
  return useMutation({
    mutationFn: async (payload: EmailCapturePayload) => {
      await apiRequest('POST', EMAIL_CAPTURE_PATH, payload);
    },
  });
}
