import { ebookMessages, type AdminEbook, type AdminEbookDetail } from 'contracts/admin';
import { GRADIENT_TYPES } from 'contracts/ebook-covers';
import { ebookPreviewHref } from 'contracts/ebook-links';
import { LANGUAGES } from 'contracts/locale-codes';
import { InputField, SelectField } from 'shared-ui';
import { countryLocales, PreviewLinks } from '../content/PreviewLinks';
import type { TranslatedFieldSpec } from '../content/TranslatedFields';
import { translatedFieldName } from '../content/translatedForm';
import {
  CountryChoices,
  FieldRow,
  TranslatedRecordPanel,
  useTranslatedRecordForm,
  OwnLanguageSelect,
} from '../content/TranslatedRecordForm';
import { CREATE_EBOOK_FORM, EBOOK_FORM_FIELDS, ebookForm, type EbookValues } from './ebookForms';
import { EDIT_PARAM } from './ebookPaths';
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
  const { t, formFailureText, fieldText } = useEbookTexts();
  const form = useTranslatedRecordForm({
    form: ebook ? ebookForm('edit', ebook.id) : CREATE_EBOOK_FORM,
    initial: ebook ? valuesOfEbook(ebook) : NEW_EBOOK,
    formFields: EBOOK_FORM_FIELDS,
    titleField: 'title',
    fieldText,
  });
  const { value, fieldError } = form;
  const textFields: TranslatedFieldSpec[] = [
    { name: 'title', label: t('ebooks.title'), required: true, maxLength: 255 },
    { name: 'categoryLabel', label: t('ebooks.categoryLabel'), required: true, maxLength: 64 },
    { name: 'description', label: t('ebooks.description'), multiline: true, maxLength: 5000 },
    { name: 'highlights', label: t('ebooks.highlights'), list: true },
  ];

  return (
    <TranslatedRecordPanel
      block="ebooks"
      form={form}
      heading={ebook ? t('ebooks.editHeading', { title: ebook.title }) : t('ebooks.createHeading')}
      reloadSearch={ebook ? `?${EDIT_PARAM}=${ebook.id}` : undefined}
      editedMeanwhile={ebookMessages.editedMeanwhile}
      failureText={formFailureText}
      textFields={textFields}
      before={
        ebook ? (
          <PreviewLinks
            locales={countryLocales(ebook.countries)}
            href={({ country }) => ebookPreviewHref(ebook, country, ebook.preview.token)}
          />
        ) : null
      }
    >
      <FieldRow>
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
      </FieldRow>
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
      <FieldRow>
        <SelectField
          label={t('ebooks.gradient')}
          name="gradientType"
          defaultValue={value('gradientType')}
          error={fieldError('gradientType')}
          options={GRADIENT_TYPES.map((gradient) => ({ value: gradient, label: gradient }))}
        />
        <OwnLanguageSelect
          form={form}
          label={t('ebooks.language')}
          hint={t('ebooks.languageHint')}
        />
      </FieldRow>
      <CountryChoices form={form} legend={t('ebooks.countries')} hint={t('ebooks.countriesHint')} />
    </TranslatedRecordPanel>
  );
}
