import type { ContentVersionList } from 'contracts/admin';
import { LANGUAGES } from 'contracts/locale-codes';
import { InputField, SelectField, type FormValues } from 'shared-ui';
import styled from 'styled-components';
import {
  textRuleOf,
  type AnyContentRecord,
  type ContentPage,
  type FieldControl,
  type TextControl,
} from './contentPage';
import { ListOrder } from './ListOrder';
import type { MovedList } from './listOrder';
import { PreviewLinks } from './PreviewLinks';
import { PublicationState, PublishButtons } from './Publication';
import type { TranslatedFieldSpec } from './TranslatedFields';
import { translatedFieldName } from './translatedForm';
import { contentFormFields } from './contentTypeForms';
import {
  CountryChoices,
  FieldRow,
  OwnLanguageSelect,
  TranslatedRecordPanel,
  useTranslatedRecordForm,
} from './TranslatedRecordForm';
import { useContentTypeTexts } from './useContentMessages';

/** A stored field's value as the form holds it (a list of countries: `DE,ES`; a price `19,90`). */
const formText = (value: unknown, control?: FieldControl) =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.join(',')
      : control?.kind === 'price'
        ? String(value).replace('.', ',')
        : String(value);

/** The stored record's values as the form shows them; a list text one entry per line. */
function valuesOfRecord(page: ContentPage, record: AnyContentRecord): FormValues<string> {
  return {
    ...Object.fromEntries(
      Object.entries(page.fields as Record<string, FieldControl>).map(([name, control]) => [
        name,
        formText(record[name], control),
      ]),
    ),
    language: record.language,
    active: String(record.active),
    version: String(record.version),
    ...Object.fromEntries(
      LANGUAGES.flatMap((language) => {
        const texts = record.texts[language];
        if (!texts) return [];
        return page.textFields.map(({ name }) => {
          const text = texts[name] ?? '';
          return [
            translatedFieldName(language, name),
            Array.isArray(text) ? text.join('\n') : text,
          ];
        });
      }),
    ),
  };
}

/**
 * A new record of a content type, or the edit of one: its fields row by row,
 * its texts de/es/fr side by side (missing ones flagged), an ordered list's
 * entries with an up and a down button each, and for a stored one the
 * preview of its public page. Posted to the page (contentTypeForms.ts); an
 * edit someone else saved meanwhile comes back as "changed meanwhile" with
 * what was typed kept.
 */
export function ContentTypeForm({
  page,
  record,
  versions,
}: {
  page: ContentPage;
  record?: AnyContentRecord;
  /** A stored record's versions: the form shows its pending draft, if any, and its state. */
  versions?: ContentVersionList;
}) {
  const texts = useContentTypeTexts(page);
  const { text, formFailureText, fieldText } = texts;
  const pending = versions?.pending ?? null;
  // The draft's values over the live record's: editing goes on where the draft left off.
  const shown = record && pending ? { ...record, ...pending.snapshot } : record;
  const form = useTranslatedRecordForm<MovedList>({
    form: record ? page.formSet.of('edit', record.id) : page.formSet.of('create'),
    initial: shown ? valuesOfRecord(page, shown as AnyContentRecord) : page.newValues,
    formFields: contentFormFields(page),
    titleField: page.type.firstText,
    fieldText,
    resultValues: (result) => (result?.kind === 'moved' ? result.values : undefined),
  });
  const movedList = form.result?.kind === 'moved' ? form.result : undefined;
  const textFields = Object.entries(page.texts as Record<string, TextControl>).map(
    ([name, kind]): TranslatedFieldSpec => ({
      name,
      label: text(name),
      ...textRuleOf(page.type.texts[name]),
      multiline: kind === 'long',
      list: kind === 'list' || kind === 'ordered',
      below:
        kind === 'ordered'
          ? (language, field) => (
              <ListOrder
                language={language}
                text={form.value(field)}
                label={text(name)}
                focus={movedList?.focus}
                disabled={form.sending}
              />
            )
          : undefined,
    }),
  );
  const control = (name: string) =>
    name === 'language' ? (
      <OwnLanguageSelect
        key={name}
        form={form}
        label={text('language')}
        hint={text('languageHint')}
      />
    ) : (
      <FieldInput
        key={name}
        name={name}
        control={(page.fields as Record<string, FieldControl>)[name]!}
        schema={page.type.fields[name]}
        form={form}
        text={text}
      />
    );

  return (
    <TranslatedRecordPanel
      block={page.block}
      form={form}
      heading={record ? text('editHeading', { title: page.title(record) }) : text('createHeading')}
      reloadSearch={record ? `?${page.editParam}=${record.id}` : undefined}
      editedMeanwhile={page.type.messages.editedMeanwhile}
      failureText={formFailureText}
      textFields={textFields}
      before={
        record ? (
          <>
            {versions ? <PublicationState page={page} record={record} pending={pending} /> : null}
            <PreviewLinks
              locales={page.preview.locales(record)}
              href={(locale) => page.preview.href(record, locale)}
            />
          </>
        ) : null
      }
      actions={
        record && versions ? (
          <PublishButtons
            texts={texts}
            sending={form.sending}
            publishAt={form.value('publishAt')}
            publishAtError={form.fieldError('publishAt')}
          />
        ) : undefined
      }
      status={movedList ? <p role="status">{text('moved')}</p> : null}
      // Enter in a field saves: the first submit button is the form's default, not a move.
      leading={
        page.ordered ? <DefaultSubmit type="submit" tabIndex={-1} aria-hidden="true" /> : null
      }
    >
      {page.layout.map((row) =>
        row.length === 1 ? (
          control(row[0]!)
        ) : (
          <FieldRow key={row.join()}>{row.map(control)}</FieldRow>
        ),
      )}
    </TranslatedRecordPanel>
  );
}

type RecordForm = ReturnType<typeof useTranslatedRecordForm<MovedList>>;

/** One field's control, by its kind; labelled and hinted from the type's catalog block. */
function FieldInput({
  name,
  control,
  schema,
  form,
  text,
}: {
  name: string;
  control: FieldControl;
  /** The declaration's schema of the field. */
  schema: unknown;
  form: RecordForm;
  text: (key: string) => string;
}) {
  const label = text(control.label ?? name);
  const hint = control.hint
    ? text(typeof control.hint === 'string' ? control.hint : `${name}Hint`)
    : undefined;
  const rule = textRuleOf(schema);
  const common = {
    label,
    name,
    hint,
    defaultValue: form.value(name),
    error: form.fieldError(name),
  };
  switch (control.kind) {
    case 'countries':
      return <CountryChoices form={form} legend={label} hint={hint ?? ''} />;
    case 'select':
      return <SelectField {...common} options={[...control.options]} />;
    case 'integer':
      return <InputField {...common} autoComplete="off" inputMode="numeric" />;
    case 'price':
      return <InputField {...common} autoComplete="off" inputMode="decimal" maxLength={12} />;
    case 'optionalUrl':
      return <InputField {...common} autoComplete="off" type="url" maxLength={2048} />;
    case 'text':
      return (
        <InputField
          {...common}
          autoComplete="off"
          type={control.url ? 'url' : undefined}
          required={control.required ?? rule.required}
          maxLength={control.maxLength ?? rule.maxLength}
          spellCheck={control.code ? false : undefined}
        />
      );
  }
}

const DefaultSubmit = styled.button`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  border: 0;
  padding: 0;
`;
