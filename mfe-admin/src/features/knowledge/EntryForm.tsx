import { listPreviewHref } from 'contracts/list-pages';
import { COUNTRIES, LANGUAGES } from 'contracts/locale-codes';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, InputField, SelectField, TextAreaField, useLeadForm } from 'shared-ui';
import { PreviewLinks } from '../content/PreviewLinks';
import { Outcome } from '../frame/Outcome';
import { ActiveCheckbox, RecordFields, RecordPanel } from '../records/RecordFormParts';
import { ENTRY_FIELDS, knowledgeForm, type EntryField, type EntryValues } from './knowledgeForms';
import { entryLocales, withEntry, type KnowledgeEntry, type KnowledgeKind } from './knowledgeKinds';
import { useKnowledgeTexts } from './useKnowledgeTexts';

const valuesOfEntry = (entry: KnowledgeEntry): EntryValues => ({
  country: entry.country,
  language: entry.language ?? '',
  topic: entry.topic,
  title: entry.title,
  text: entry.text,
  active: String(entry.active),
  version: String(entry.version),
});

/** A new entry starts as Spain's Verifactu entry in Spanish, shown at once (what the site lists). */
const NEW_ENTRY: EntryValues = {
  country: 'ES',
  language: 'es',
  topic: 'verifactu',
  active: 'true',
};

/**
 * A new entry, or the edit of one (`entry`): country, language, category or
 * context, the texts and whether it is shown. Posted to the page
 * (knowledgeForms.ts) with the version the edit started from, so someone
 * else's change meanwhile is said (409), not overwritten.
 */
export function EntryForm({ kind, entry }: { kind: KnowledgeKind; entry?: KnowledgeEntry }) {
  const { t, entryFailureText } = useKnowledgeTexts(kind.key);
  const headingId = useId();
  const [search] = useSearchParams();
  const { Form, formProps, formField, sending, failure, formKey } = useLeadForm<EntryField>({
    form: entry ? knowledgeForm(kind, 'edit', entry.id) : knowledgeForm(kind, 'create'),
  });
  const values: EntryValues = {
    ...(entry ? valuesOfEntry(entry) : NEW_ENTRY),
    ...failure?.values,
  };
  const fieldError = (field: EntryField) =>
    failure?.fieldErrors[field] ? entryFailureText(failure) : undefined;
  const words = (key: 'title' | 'text' | 'topic') => t(`knowledge.${kind.key}.${key}`);

  return (
    <RecordPanel as="section" $narrow aria-labelledby={headingId}>
      <h2 id={headingId}>
        {entry
          ? t('knowledge.editHeading', { name: entry.title })
          : t(`knowledge.${kind.key}.createHeading`)}
      </h2>
      {entry?.preview ? (
        <EntryPreview kind={kind} entry={entry} token={entry.preview.token} />
      ) : null}
      <RecordFields as={Form} key={formKey} {...formProps}>
        <input {...formField} />
        {entry ? <input type="hidden" name="version" value={values.version} /> : null}
        <SelectField
          label={t('knowledge.country')}
          name="country"
          defaultValue={values.country}
          error={fieldError('country')}
          options={COUNTRIES.map((code) => ({ value: code, label: code }))}
        />
        <SelectField
          label={t('knowledge.language')}
          name="language"
          defaultValue={values.language}
          error={fieldError('language')}
          options={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        />
        <InputField
          label={words('topic')}
          name="topic"
          required
          maxLength={64}
          autoComplete="off"
          defaultValue={values.topic ?? ''}
          error={fieldError('topic')}
        />
        <InputField
          label={words('title')}
          name="title"
          required
          maxLength={kind.key === 'faqs' ? 1000 : 191}
          autoComplete="off"
          defaultValue={values.title ?? ''}
          error={fieldError('title')}
        />
        <TextAreaField
          label={words('text')}
          name="text"
          required
          defaultValue={values.text ?? ''}
          error={fieldError('text')}
        />
        <ActiveCheckbox checked={values.active === 'true'} label={t('knowledge.activeField')} />
        <Button type="submit" disabled={sending}>
          {entry ? t('knowledge.save') : t(`knowledge.${kind.key}.create`)}
        </Button>
      </RecordFields>
      {failure && !ENTRY_FIELDS.some((field) => failure.fieldErrors[field]) ? (
        <Outcome outcome={{ text: entryFailureText(failure), failed: true }} />
      ) : null}
      {entry ? <Link to={{ search: withEntry(search) }}>{t('knowledge.backToList')}</Link> : null}
    </RecordPanel>
  );
}

/** The public page with the entry on it, active or not; or why no page shows it. */
function EntryPreview({
  kind,
  entry,
  token,
}: {
  kind: KnowledgeKind;
  entry: KnowledgeEntry;
  token: string;
}) {
  const { t } = useKnowledgeTexts(kind.key);
  const locales = entryLocales(entry);
  if (locales.length === 0) return <p>{t('knowledge.previewNowhere')}</p>;
  return (
    <PreviewLinks locales={locales} href={(locale) => listPreviewHref(kind.page, locale, token)} />
  );
}
