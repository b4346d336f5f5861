import { testimonialMessages, type AdminTestimonialDetail } from 'contracts/admin';
import { listPreviewHref } from 'contracts/list-pages';
import { COUNTRIES, LANGUAGES } from 'contracts/locale-codes';
import { InputField, SelectField } from 'shared-ui';
import { countryLocales, PreviewLinks } from '../content/PreviewLinks';
import type { TranslatedFieldSpec } from '../content/TranslatedFields';
import { translatedFieldName } from '../content/translatedForm';
import {
  FieldRow,
  TranslatedRecordPanel,
  useTranslatedRecordForm,
  OwnLanguageSelect,
} from '../content/TranslatedRecordForm';
import { useContentMessages } from '../content/useContentMessages';
import {
  CREATE_TESTIMONIAL_FORM,
  TESTIMONIAL_FORM_FIELDS,
  testimonialForm,
  type TestimonialValues,
} from './testimonialForms';
import { EDIT_PARAM } from './testimonialPaths';

export const useTestimonialTexts = () => useContentMessages('testimonials', testimonialMessages);

const valuesOfTestimonial = (testimonial: AdminTestimonialDetail): TestimonialValues => ({
  name: testimonial.name,
  imageUrl: testimonial.imageUrl ?? '',
  country: testimonial.country,
  language: testimonial.language,
  active: String(testimonial.active),
  version: String(testimonial.version),
  ...Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const texts = testimonial.texts[language];
      const field = (name: string) => translatedFieldName(language, name);
      return texts
        ? [
            [field('quote'), texts.quote],
            [field('business'), texts.business],
            [field('industry'), texts.industry],
            [field('location'), texts.location],
          ]
        : [];
    }),
  ),
});

const NEW_TESTIMONIAL: TestimonialValues = { country: 'DE', language: 'de', active: 'false' };

/**
 * A new testimonial, or the edit of one: name, image, country, and quote,
 * business, industry and location de/es/fr side by side (missing ones
 * flagged). Posted to the page (testimonialForms.ts); a save on a stale
 * version comes back as "changed meanwhile" with what was typed kept.
 */
export function TestimonialForm({ testimonial }: { testimonial?: AdminTestimonialDetail }) {
  const { t, formFailureText, fieldText } = useTestimonialTexts();
  const form = useTranslatedRecordForm({
    form: testimonial ? testimonialForm('edit', testimonial.id) : CREATE_TESTIMONIAL_FORM,
    initial: testimonial ? valuesOfTestimonial(testimonial) : NEW_TESTIMONIAL,
    formFields: TESTIMONIAL_FORM_FIELDS,
    titleField: 'quote',
    fieldText,
  });
  const { value, fieldError } = form;
  const textFields: TranslatedFieldSpec[] = [
    {
      name: 'quote',
      label: t('testimonials.quote'),
      required: true,
      multiline: true,
      maxLength: 5000,
    },
    { name: 'business', label: t('testimonials.business'), required: true, maxLength: 191 },
    { name: 'industry', label: t('testimonials.industry'), maxLength: 191 },
    { name: 'location', label: t('testimonials.location'), maxLength: 191 },
  ];
  const title = testimonial ? `${testimonial.name} (${testimonial.business})` : '';

  return (
    <TranslatedRecordPanel
      block="testimonials"
      form={form}
      heading={
        testimonial ? t('testimonials.editHeading', { title }) : t('testimonials.createHeading')
      }
      reloadSearch={testimonial ? `?${EDIT_PARAM}=${testimonial.id}` : undefined}
      editedMeanwhile={testimonialMessages.editedMeanwhile}
      failureText={formFailureText}
      textFields={textFields}
      before={
        testimonial ? (
          // Shown among its country's success stories.
          <PreviewLinks
            locales={countryLocales([testimonial.country])}
            href={(locale) => listPreviewHref('stories', locale, testimonial.preview.token)}
          />
        ) : null
      }
    >
      <FieldRow>
        <InputField
          label={t('testimonials.name')}
          name="name"
          required
          maxLength={191}
          autoComplete="off"
          defaultValue={value('name')}
          error={fieldError('name')}
        />
        <SelectField
          label={t('testimonials.country')}
          name="country"
          hint={t('testimonials.countryHint')}
          defaultValue={value('country')}
          error={fieldError('country')}
          options={COUNTRIES.map((country) => ({ value: country, label: country }))}
        />
        <OwnLanguageSelect
          form={form}
          label={t('testimonials.language')}
          hint={t('testimonials.languageHint')}
        />
      </FieldRow>
      <InputField
        label={t('testimonials.imageUrl')}
        name="imageUrl"
        type="url"
        maxLength={2048}
        autoComplete="off"
        hint={t('testimonials.imageUrlHint')}
        defaultValue={value('imageUrl')}
        error={fieldError('imageUrl')}
      />
    </TranslatedRecordPanel>
  );
}
