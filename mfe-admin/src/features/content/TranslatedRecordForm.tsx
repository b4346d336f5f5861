import { COUNTRIES, LANGUAGES, type Language } from 'contracts/locale-codes';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  SelectField,
  space,
  useLeadForm,
  type FormValues,
  type LeadFormFailure,
} from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { ActiveCheckbox, CheckLabel, RecordFields, RecordPanel } from '../records/RecordFormParts';
import { TranslatedFields, type TranslatedFieldSpec } from './TranslatedFields';
import { blockText } from './useContentMessages';
import { translatedFieldName } from './translatedForm';

/*
 * The form of a translated record (e-books, products, testimonials): its
 * values (stored, or as typed when a post came back), its own language and
 * the languages it lacks, and the panel every such form is: heading, the
 * form's refusal (409 "changed meanwhile" with a reload link), the record's
 * fields, the texts de/es/fr side by side, on/off, save, back to the list.
 */

interface FormOptions<Result> {
  /** The form's name (`product-create`, `product-edit:<id>`). */
  form: string;
  /** The stored record's values, else the new one's defaults. */
  initial: FormValues<string>;
  /** Every field of the form: a refusal at one is said there, else above the form. */
  formFields: readonly string[];
  /** The text whose absence makes a language missing (`title`, `name`, `quote`). */
  titleField: string;
  /** A field's refusal in the member's language (useContentMessages). */
  fieldText: (failure: LeadFormFailure | undefined, field: string) => string | undefined;
  /** Values a post answered with besides a failure (a product's moved feature). */
  resultValues?: (result: Result | undefined) => FormValues<string> | undefined;
}

export function useTranslatedRecordForm<Result = never>({
  form,
  initial,
  formFields,
  titleField,
  fieldText,
  resultValues,
}: FormOptions<Result>) {
  const headingId = useId();
  const leadForm = useLeadForm<string, Result>({ form });
  const { failure, result } = leadForm;
  const values: FormValues<string> = {
    ...initial,
    ...failure?.values,
    ...resultValues?.(result),
  };
  const value = (field: string) => values[field] ?? '';
  const ownLanguage = (LANGUAGES as readonly string[]).includes(value('language'))
    ? (value('language') as Language)
    : 'de';
  return {
    ...leadForm,
    headingId,
    value,
    fieldError: (field: string) => fieldText(failure, field),
    ownLanguage,
    missing: LANGUAGES.filter(
      (language) => !value(translatedFieldName(language, titleField)).trim(),
    ),
    /** A refusal that names none of the form's fields: said above the form. */
    formFailure:
      failure && !formFields.some((field) => failure.fieldErrors[field]) ? failure : undefined,
  };
}

type RecordForm = ReturnType<typeof useTranslatedRecordForm<unknown>>;

interface PanelProps {
  /** The kind's catalog block: changedMeanwhile, reload, activeField, save, create, backToList. */
  block: string;
  form: RecordForm;
  heading: string;
  /** The stored record's edit (`?produkt=<id>`), reloaded after "changed meanwhile"; none for a new one. */
  reloadSearch?: string;
  /** The API's "changed meanwhile" message. */
  editedMeanwhile: string;
  failureText: (failure: LeadFormFailure) => string;
  textFields: readonly TranslatedFieldSpec[];
  /** Below the heading (an e-book's preview). */
  before?: ReactNode;
  /** Between the refusal and the form (a product's "moved"). */
  status?: ReactNode;
  /** First in the form, before the version (a product's default submit). */
  leading?: ReactNode;
  /** The form's buttons, if not the one save (a content record's publish, draft, schedule). */
  actions?: ReactNode;
  /** The record's own fields, above its texts. */
  children: ReactNode;
}

export function TranslatedRecordPanel({
  block,
  form,
  heading,
  reloadSearch,
  editedMeanwhile,
  failureText,
  textFields,
  before,
  status,
  leading,
  actions,
  children,
}: PanelProps) {
  const text = blockText(useConsoleTexts().t, block);
  const { Form, formProps, formField, formKey, sending, formFailure, headingId, value } = form;
  const meanwhile = formFailure?.message === editedMeanwhile;
  const editing = reloadSearch !== undefined;
  return (
    <RecordPanel as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {before}
      {formFailure ? (
        <Refusal role="alert">
          {meanwhile ? <strong>{text('changedMeanwhile')}</strong> : null}
          <p>{failureText(formFailure)}</p>
          {meanwhile ? (
            <Link to={{ search: reloadSearch }} reloadDocument>
              {text('reload')}
            </Link>
          ) : null}
        </Refusal>
      ) : null}
      {status}
      <RecordFields as={Form} key={formKey} {...formProps}>
        <input {...formField} />
        {leading}
        {editing ? <input type="hidden" name="version" value={value('version')} /> : null}
        {children}
        <TranslatedFields
          fields={textFields}
          ownLanguage={form.ownLanguage}
          missing={form.missing}
          value={value}
          error={form.fieldError}
        />
        <ActiveCheckbox checked={value('active') === 'true'} label={text('activeField')} />
        {actions ?? (
          <Button type="submit" disabled={sending}>
            {editing ? text('save') : text('create')}
          </Button>
        )}
      </RecordFields>
      <Link to={{ search: '' }}>{text('backToList')}</Link>
    </RecordPanel>
  );
}

/** The countries a record is shown in: one box each (`countries`), with a hint and its refusal. */
export function CountryChoices({
  form,
  legend,
  hint,
}: {
  form: RecordForm;
  legend: string;
  hint: string;
}) {
  const checked = form.value('countries').split(',');
  const error = form.fieldError('countries');
  const hintId = `${form.headingId}-countries`;
  return (
    <Choices aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p id={hintId}>{hint}</p>
      {COUNTRIES.map((country) => (
        <CheckLabel key={country}>
          <input
            type="checkbox"
            name="countries"
            value={country}
            defaultChecked={checked.includes(country)}
          />
          {country}
        </CheckLabel>
      ))}
      {error ? <FieldRefusal>{error}</FieldRefusal> : null}
    </Choices>
  );
}

/** The record's own language (`language`): the one its texts must have, shown when another is missing. */
export function OwnLanguageSelect({
  form,
  label,
  hint,
}: {
  form: RecordForm;
  label: string;
  hint: string;
}) {
  const { t } = useConsoleTexts();
  return (
    <SelectField
      label={label}
      name="language"
      hint={hint}
      defaultValue={form.ownLanguage}
      error={form.fieldError('language')}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: t(`languages.${language}`),
      }))}
    />
  );
}

/** Short fields side by side, as many as fit. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space.md};
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  align-items: center;
  margin: 0;
  border: 0;
  padding: 0;
  legend {
    font-weight: 600;
  }
  p {
    flex-basis: 100%;
    margin: 0;
  }
`;

const FieldRefusal = styled.p`
  font-weight: 600;
`;

const Refusal = styled.div`
  margin: ${space.md} 0;
  p {
    margin: ${space.xs} 0;
  }
`;
