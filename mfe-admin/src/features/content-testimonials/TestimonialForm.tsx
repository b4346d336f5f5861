import { testimonialMessages, type AdminTestimonial } from 'contracts/admin';
import { COUNTRIES, LANGUAGES, type Language } from 'contracts/locale-codes';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, InputField, SelectField, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { TranslatedFields, type TranslatedFieldSpec } from '../content/TranslatedFields';
import { translatedFieldName } from '../content/translatedForm';
import { useContentMessages } from '../content/useContentMessages';
import {
  CREATE_TESTIMONIAL_FORM,
  TESTIMONIAL_FORM_FIELDS,
  testimonialForm,
  type TestimonialValues,
} from './testimonialForms';
import { EDIT_PARAM } from './testimonialPaths';

export const useTestimonialTexts = () => useContentMessages('testimonials', testimonialMessages);

const valuesOfTestimonial = (testimonial: AdminTestimonial): TestimonialValues => ({
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
export function TestimonialForm({ testimonial }: { testimonial?: AdminTestimonial }) {
  const { t, formFailureText, fieldText } = useTestimonialTexts();
  const headingId = useId();
  const { Form, formProps, formField, sending, failure, formKey } = useLeadForm<string>({
    form: testimonial ? testimonialForm('edit', testimonial.id) : CREATE_TESTIMONIAL_FORM,
  });
  const values: TestimonialValues = {
    ...(testimonial ? valuesOfTestimonial(testimonial) : NEW_TESTIMONIAL),
    ...failure?.values,
  };
  const value = (field: string) => values[field] ?? '';
  const fieldError = (field: string) => fieldText(failure, field);
  const ownLanguage = (LANGUAGES as readonly string[]).includes(value('language'))
    ? (value('language') as Language)
    : 'de';
  const missing = LANGUAGES.filter(
    (language) => !value(translatedFieldName(language, 'quote')).trim(),
  );
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
  const formFailure =
    failure && !TESTIMONIAL_FORM_FIELDS.some((field) => failure.fieldErrors[field])
      ? failure
      : undefined;
  const meanwhile = formFailure?.message === testimonialMessages.editedMeanwhile;
  const title = testimonial ? `${testimonial.name} (${testimonial.business})` : '';

  return (
    <Panel as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {testimonial ? t('testimonials.editHeading', { title }) : t('testimonials.createHeading')}
      </h2>
      {formFailure ? (
        <Refusal role="alert">
          {meanwhile ? <strong>{t('testimonials.changedMeanwhile')}</strong> : null}
          <p>{formFailureText(formFailure)}</p>
          {meanwhile ? (
            <Link to={{ search: `?${EDIT_PARAM}=${testimonial?.id ?? ''}` }} reloadDocument>
              {t('testimonials.reload')}
            </Link>
          ) : null}
        </Refusal>
      ) : null}
      <Fields as={Form} key={formKey} {...formProps}>
        <input {...formField} />
        {testimonial ? <input type="hidden" name="version" value={value('version')} /> : null}
        <Row>
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
          <SelectField
            label={t('testimonials.language')}
            name="language"
            hint={t('testimonials.languageHint')}
            defaultValue={ownLanguage}
            error={fieldError('language')}
            options={LANGUAGES.map((language) => ({
              value: language,
              label: t(`languages.${language}`),
            }))}
          />
        </Row>
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
        <TranslatedFields
          fields={textFields}
          ownLanguage={ownLanguage}
          missing={missing}
          value={value}
          error={fieldError}
        />
        <Check>
          <input
            type="checkbox"
            name="active"
            value="true"
            defaultChecked={value('active') === 'true'}
          />
          {t('testimonials.activeField')}
        </Check>
        <Button type="submit" disabled={sending}>
          {testimonial ? t('testimonials.save') : t('testimonials.create')}
        </Button>
      </Fields>
      <Link to={{ search: '' }}>{t('testimonials.backToList')}</Link>
    </Panel>
  );
}

const Panel = styled(Card)`
  margin: ${space.xl} 0;
`;

const Fields = styled.form`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  > div {
    width: 100%;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space.md};
`;

const Check = styled.label`
  display: inline-flex;
  gap: ${space.sm};
  align-items: center;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Refusal = styled.div`
  margin: ${space.md} 0;
  p {
    margin: ${space.xs} 0;
  }
`;
