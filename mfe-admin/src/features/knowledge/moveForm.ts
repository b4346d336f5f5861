/** The field of an entry's move form that carries a position (a drop), instead of a direction (a button). */
export const POSITION_FIELD = 'position';

/** The id of an entry's move form, so a drop on another row can send it. */
export const moveFormId = (entryId: string) => `move-${entryId}`;

/** Sends an entry's move form with a position (1 = first of its group) instead of a direction. */
export function submitMoveTo(formId: string, position: number): void {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  const field = form.elements.namedItem(POSITION_FIELD);
  if (!(field instanceof HTMLInputElement)) return;
  field.value = String(position);
  form.requestSubmit();
  // The post has read the form: the next button press moves by direction again.
  field.value = '';
}
