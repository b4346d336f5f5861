import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackInput } from 'contracts';
import { apiRequest } from 'shared-ui';

export const FEEDBACK_PATH = '/api/feedback';

/** POST /api/feedback; on success the cached feedback list is refreshed (SPEC §7). */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FeedbackInput) => {
      const res = await apiRequest('POST', FEEDBACK_PATH, input);
      return res.json() as Promise<unknown>;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FEEDBACK_PATH] }),
  });
}
