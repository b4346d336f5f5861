import { leadFormDone, type FormValues } from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import type { ContentPage, FieldControl } from './contentPage';
import { focusAfterMove, moveEntry, readMove, type MovedList } from './listOrder';
import { readTranslatedTexts, translatedFieldName } from './translatedForm';
import { translatedRecordForms, translatedRecordValues } from './translatedRecordForms';

/*
 * A content type's posts (create, edit, on/off, delete; an ordered list's
 * moves) from its console page's declaration: each field is sent as its
 * control's kind says, the texts per language as the API takes them.
 */

/** An empty number is none; anything else is sent as typed (the API says what is wrong). */
const integerOf = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** A field's posted text as the API takes it. */
function sent(control: FieldControl, text = ''): unknown {
  switch (control.kind) {
    case 'optionalUrl':
      return text.trim() ? text : null;
    case 'integer':
      return integerOf(text);
    case 'countries':
      return text ? text.split(',') : [];
    default:
      return text;
  }
}

/**
 * An ordered list's up/down button: the form comes back with the list in the
 * new order (not saved yet), the same button focused where it moved to.
 */
function movedIn(page: ContentPage, field: string) {
  const valuesOf = translatedRecordValues(page.recordFields, page.textFields);
  return (formData: FormData, form: string) => {
    const move = readMove(formData);
    if (!move) return undefined;
    const values = valuesOf(formData);
    const name = translatedFieldName(move.language as 'de', field);
    values[name] = moveEntry(values[name] ?? '', move.index, move.direction);
    const focus = focusAfterMove(move.language, move.index, move.direction, values[name]);
    return leadFormDone<MovedList>(
      { kind: 'moved', values: values as Record<string, string>, focus },
      form,
    );
  };
}

export function contentTypeForms(page: ContentPage): ConsoleForms {
  const controls = Object.entries(page.fields as Record<string, FieldControl>);
  const bodyOf = (formData: FormData, values: FormValues<string>) => ({
    ...Object.fromEntries(controls.map(([name, control]) => [name, sent(control, values[name])])),
    language: values.language,
    texts: readTranslatedTexts(formData, page.textFields),
    active: values.active === 'true',
  });
  return translatedRecordForms({
    formSet: page.formSet,
    recordFields: page.recordFields,
    textFields: page.textFields,
    listPath: page.type.path,
    editParam: page.editParam,
    bodyOf,
    resultOf: (values) => page.createdName(values).trim(),
    // A move answers the form before it is saved; any other post saves.
    answerFirst: page.ordered ? movedIn(page, page.ordered) : undefined,
  });
}
