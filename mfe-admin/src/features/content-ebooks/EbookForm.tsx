import { ebookMessages, type AdminEbook, type AdminEbookDetail } from 'contracts/admin';
import { GRADIENT_TYPES } from 'contracts/ebook-covers';
import { ebookPreviewHref } from 'contracts/ebook-links';
import { COUNTRIES, LANGUAGES, type Language } from 'contracts/locale-codes';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, InputField, SelectField, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { PreviewLinks } from '../content/PreviewLinks';
import { TranslatedFields, type TranslatedFieldSpec } from '../content/TranslatedFields';
import { translatedFieldName } from '../content/translatedForm';
import { ActiveCheckbox, CheckLabel, RecordFields, RecordPanel } from '../records/RecordFormParts';
import { CREATE_EBOOK_FORM, EBOOK_FORM_FIELDS, ebookForm, type EbookValues } from './ebookForms';
import { useEbookTexts } from './useEbookTexts';

const valuesOfEbook = (ebook: AdminEbook): EbookValues => ({
  slug: ebook.slug,
  numericId: ebook.numericId === null ? '' : String(ebook.numericId),
  category: ebook.category,
  googleSlidesUrl: ebook.googleSlidesUrl,
  gradientType: ebook.gradientType,
  countries: ebook.countries.join(','),
  language: ebook.language,
  active: String(ebook.active),
  version: String(ebook.version),
  ...Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const texts = ebook.texts[language];
      return texts
        ? [
            [translatedFieldName(language, 'title'), texts.title],
            [translatedFieldName(language, 'categoryLabel'), texts.categoryLabel],
            [translatedFieldName(language, 'description'), texts.description],
            [translatedFieldName(language, 'highlights'), texts.highlights.join('\n')],
          ]
        : [];
    }),
  ),
});

const NEW_EBOOK: EbookValues = {
  gradientType: 'emerald-teal',
  countries: 'DE',
  language: 'de',
  active: 'false',
};

/**
 * A new e-book, or the edit of one (`ebook`): the record's fields, its
 * texts de/es/fr side by side (missing ones flagged), and for a stored one
 * the preview of its public page in each of its countries. Posted to the
 * page (ebookForms.ts); an edit someone else saved meanwhile comes back as
 * "changed meanwhile" with what was typed kept.
 */
export function EbookForm({ ebook }: { ebook?: AdminEbookDetail }) {
  const { t, ebookFailureText, fieldText } = useEbookTexts();
  const headingId = useId();
  const { Form, formProps, formField, sending, failure, formKey } = useLeadForm<string>({
    form: ebook ? ebookForm('edit', ebook.id) : CREATE_EBOOK_FORM,
  });
  const values: EbookValues = { ...(ebook ? valuesOfEbook(ebook) : NEW_EBOOK), ...failure?.values };
  const value = (field: string) => values[field] ?? '';
  const fieldError = (field: string) => fieldText(failure, field);
  const countries = value('countries').split(',');
  const ownLanguage = (LANGUAGES as readonly string[]).includes(value('language'))
    ? (value('language') as Language)
    : 'de';
  const missing = LANGUAGES.filter(
    (language) => !value(translatedFieldName(language, 'title')).trim(),
  );
  const textFields: TranslatedFieldSpec[] = [
    { name: 'title', label: t('ebooks.title'), required: true, maxLength: 255 },
    { name: 'categoryLabel', label: t('ebooks.categoryLabel'), required: true, maxLength: 64 },
    { name: 'description', label: t('ebooks.description'), multiline: true, maxLength: 5000 },
    { name: 'highlights', label: t('ebooks.highlights'), list: true },
  ];
  const formFailure =
    failure && !EBOOK_FORM_FIELDS.some((field) => failure.fieldErrors[field]) ? failure : undefined;
  const meanwhile = formFailure?.message === ebookMessages.editedMeanwhile;

  return (
    <RecordPanel as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {ebook ? t('ebooks.editHeading', { title: ebook.title }) : t('ebooks.createHeading')}
      </h2>
      {ebook ? (
        <PreviewLinks
          countries={ebook.countries}
          href={(country) => ebookPreviewHref(ebook, country, ebook.preview.token)}
        />
      ) : null}
      {formFailure ? (
        <Refusal role="alert">
          {meanwhile ? <strong>{t('ebooks.changedMeanwhile')}</strong> : null}
          <p>{ebookFailureText(formFailure)}</p>
          {meanwhile ? (
            <Link to={{ search: `?ebook=${ebook?.id ?? ''}` }} reloadDocument>
              {t('ebooks.reload')}
            </Link>
          ) : null}
        </Refusal>
      ) : null}
      <RecordFields as={Form} key={formKey} {...formProps}>
        <input {...formField} />
        {ebook ? <input type="hidden" name="version" value={value('version')} /> : null}
        <Row>
          <InputField
            label={t('ebooks.slug')}
            name="slug"
            required
            maxLength={191}
            autoComplete="off"
            spellCheck={false}
            hint={t('ebooks.slugHint')}
            defaultValue={value('slug')}
            error={fieldError('slug')}
          />
          <InputField
            label={t('ebooks.numericId')}
            name="numericId"
            inputMode="numeric"
            autoComplete="off"
            hint={t('ebooks.numericIdHint')}
            defaultValue={value('numericId')}
            error={fieldError('numericId')}
          />
          <InputField
            label={t('ebooks.category')}
            name="category"
            required
            maxLength={64}
            autoComplete="off"
            hint={t('ebooks.categoryHint')}
            defaultValue={value('category')}
            error={fieldError('category')}
          />
        </Row>
        <InputField
          label={t('ebooks.slidesUrl')}
          name="googleSlidesUrl"
          type="url"
          required
          maxLength={2048}
          autoComplete="off"
          defaultValue={value('googleSlidesUrl')}
          error={fieldError('googleSlidesUrl')}
        />
        <Row>
          <SelectField
            label={t('ebooks.gradient')}
            name="gradientType"
            defaultValue={value('gradientType')}
            error={fieldError('gradientType')}
            options={GRADIENT_TYPES.map((gradient) => ({ value: gradient, label: gradient }))}
          />
          <SelectField
            label={t('ebooks.language')}
            name="language"
            hint={t('ebooks.languageHint')}
            defaultValue={ownLanguage}
            error={fieldError('language')}
            options={LANGUAGES.map((language) => ({
              value: language,
              label: t(`languages.${language}`),
            }))}
          />
        </Row>
        <Choices aria-describedby={`${headingId}-countries`}>
          <legend>{t('ebooks.countries')}</legend>
          <p id={`${headingId}-countries`}>{t('ebooks.countriesHint')}</p>
          {COUNTRIES.map((country) => (
            <CheckLabel key={country}>
              <input
                type="checkbox"
                name="countries"
                value={country}
                defaultChecked={countries.includes(country)}
              />
              {country}
            </CheckLabel>
          ))}
          {fieldError('countries') ? <FieldRefusal>{fieldError('countries')}</FieldRefusal> : null}
        </Choices>
        <TranslatedFields
          fields={textFields}
          ownLanguage={ownLanguage}
          missing={missing}
          value={value}
          error={fieldError}
        />
        <ActiveCheckbox checked={value('active') === 'true'} label={t('ebooks.activeField')} />
        <Button type="submit" disabled={sending}>
          {ebook ? t('ebooks.save') : t('ebooks.create')}
        </Button>
      </RecordFields>
      <Link to={{ search: '' }}>{t('ebooks.backToList')}</Link>
    </RecordPanel>
  );
}

const Row = styled.div`
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
