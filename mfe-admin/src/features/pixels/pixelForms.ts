import type { AdminPixel } from 'contracts';
import {
  formText,
  leadFormDone,
  leadFormFailure,
  sentRedirect,
  type FormValues,
  type SectionActionArgs,
} from 'shared-ui';
import { CONFIRM_FIELD, isConfirmed } from '../frame/confirm';
import type { ConsoleForms } from '../frame/consoleAction';
import {
  createForm,
  fieldNamedBy,
  oneOf,
  recordActionForms,
  recordFormSet,
} from '../records/recordForms';
import { pixelPath, PIXELS_PATH } from './pixelPaths';

/** The pixels page's forms: a new pixel, and per pixel an edit, on/off, deleting. */
export const PIXEL_FORMS = recordFormSet('pixel');
export const CREATE_PIXEL_FORM = PIXEL_FORMS.of('create');
export const pixelForm = (kind: 'edit' | 'active' | 'delete', pixelId: string) =>
  PIXEL_FORMS.of(kind, pixelId);

/** The button that confirms a shown script change or a deletion: without it the page asks first. */
export { CONFIRM_FIELD };

export const PIXEL_FIELDS = [
  'name',
  'vendor',
  'type',
  'category',
  'position',
  'script',
  'active',
  'origins',
] as const;
export type PixelField = (typeof PIXEL_FIELDS)[number] | 'version';
export type PixelValues = FormValues<PixelField>;

/** The question a save or a deletion asks before it is done. */
export type PixelQuestion =
  /** The script changes: its difference to the stored one, and the values to save once confirmed. */
  { kind: 'script'; previous: string; values: PixelValues } | { kind: 'delete'; name: string };

const valuesOf = (formData: FormData): PixelValues => ({
  ...Object.fromEntries(PIXEL_FIELDS.map((field) => [field, formText(formData, field)])),
  // A checkbox sends nothing when it is off.
  active: formText(formData, 'active') === 'true' ? 'true' : 'false',
  version: formText(formData, 'version'),
});

const bodyOf = (values: PixelValues) => ({
  name: values.name,
  vendor: values.vendor,
  type: values.type,
  category: values.category,
  position: values.position,
  script: values.script,
  active: values.active === 'true',
  origins: originLines(values.origins),
});

/** The origins field: one per line (blank lines and spaces around left out). */
const originLines = (text = '') =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The field the API named first (`origins.2`: the origins field), else the name. */
const fieldOf = (error: unknown): PixelField =>
  fieldNamedBy<PixelField>(error, (name) => oneOf(PIXEL_FIELDS)(name.split('.')[0]!), 'name');

const failed = (error: unknown, values: PixelValues, form: string) =>
  leadFormFailure<PixelField>(error, values, fieldOf(error), form);

/** Scripts compared as the API stores them (trimmed). */
const sameScript = (a: string, b: string | undefined) => a.trim() === (b ?? '').trim();

/**
 * Saving an edit: a changed script is shown as a difference to the stored
 * one first (the question), and saved once confirmed; with the version the
 * edit started from, so someone else's change meanwhile is refused (409).
 */
async function save({ api, formData, request }: SectionActionArgs, pixelId: string, form: string) {
  const values = valuesOf(formData);
  try {
    if (!isConfirmed(formData)) {
      const stored = (await (await api('GET', pixelPath(pixelId))).json()) as AdminPixel;
      if (!sameScript(stored.script, values.script))
        return leadFormDone<PixelQuestion>(
          { kind: 'script', previous: stored.script, values },
          form,
        );
    }
    await api('POST', pixelPath(pixelId), { ...bodyOf(values), version: Number(values.version) });
  } catch (error) {
    return failed(error, values, form);
  }
  return sentRedirect(request, { form });
}

const create = createForm({
  valuesOf,
  bodyOf: (_formData, values) => bodyOf(values),
  failed,
  listPath: PIXELS_PATH,
  resultOf: (values) => values.name?.trim(),
});

const { active: setActive, delete: remove } = recordActionForms({
  apiPath: pixelPath,
  failed: (error, form) => failed(error, {}, form),
  nameField: 'name',
  // Back to the list: the pixel being edited is gone.
  listAfterDelete: (list) => {
    list.search = '';
  },
});

export const pixelForms: ConsoleForms = PIXEL_FORMS.forms({
  create,
  edit: save,
  active: setActive,
  delete: remove,
});
