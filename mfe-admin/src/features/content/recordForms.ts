import {
  formText,
  leadFormDone,
  leadFormFailure,
  sentRedirect,
  type SectionActionArgs,
} from 'shared-ui';

/*
 * The list actions every content record shares (products, testimonials):
 * switching it on or off and deleting it (asked first), posted to the page
 * and answered as every console form (post/redirect/get).
 */

/** The button that confirms a deletion: without it the page asks first. */
export const CONFIRM_FIELD = 'confirm';

/** The question a deletion asks before it is done. */
export type DeleteQuestion = { kind: 'delete'; title: string };

/** POST <record>/active with the posted `active`. */
export async function postActive(
  { api, formData, request }: SectionActionArgs,
  path: string,
  form: string,
) {
  const active = formText(formData, 'active') === 'true';
  try {
    await api('POST', `${path}/active`, { active });
  } catch (error) {
    return leadFormFailure<string>(error, {}, [], form);
  }
  return sentRedirect(request, { form });
}

/** Asks first (`title` posted), then POST <record>/delete; back to the list without the edit. */
export async function postDelete(
  { api, formData, request }: SectionActionArgs,
  path: string,
  form: string,
  editParam: string,
) {
  if (formText(formData, CONFIRM_FIELD) !== 'yes')
    return leadFormDone<DeleteQuestion>(
      { kind: 'delete', title: formText(formData, 'title') },
      form,
    );
  try {
    await api('POST', `${path}/delete`, {});
  } catch (error) {
    return leadFormFailure<string>(error, {}, [], form);
  }
  const list = new URL(request.url);
  list.searchParams.delete(editParam);
  return sentRedirect(new Request(list), { form });
}
