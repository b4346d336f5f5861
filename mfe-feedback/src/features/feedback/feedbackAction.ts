import { formText, leadFormFailure, sentRedirect, type SectionActionArgs } from 'shared-ui';

export const FEEDBACK_PATH = '/api/feedback';
export const FEEDBACK_FIELD = 'feedbackText';

/**
 * The feedback form's action (the shared form convention, shared-ui
 * forms/leadForm.ts): the API validates and stores; stored → back to the page
 * showing the thank-you view; refused → the message, the text kept.
 */
export async function feedbackAction({
  formData,
  visitorId,
  api,
  request,
  queryClient,
  locale,
}: SectionActionArgs) {
  const feedbackText = formText(formData, FEEDBACK_FIELD);
  try {
    await api('POST', FEEDBACK_PATH, {
      feedbackText,
      ...(visitorId ? { visitorId } : {}),
      country: locale.country,
      language: locale.language,
    });
  } catch (error) {
    return leadFormFailure(error, { feedbackText }, FEEDBACK_FIELD);
  }
  // SPEC §7: the cached feedback list is refreshed.
  await queryClient.invalidateQueries({ queryKey: [FEEDBACK_PATH] });
  return sentRedirect(request);
}
