import { productMessages, type AdminProduct, type AdminProductDetail } from 'contracts/admin';
import { BRANDS } from 'contracts/brand';
import { COUNTRIES, LANGUAGES, type Language } from 'contracts/locale-codes';
import { productPreviewHref } from 'contracts/product-pages';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, InputField, SelectField, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { ListOrder } from '../content/ListOrder';
import { PreviewLinks } from '../content/PreviewLinks';
import type { MovedList } from '../content/listOrder';
import { TranslatedFields, type TranslatedFieldSpec } from '../content/TranslatedFields';
import { translatedFieldName } from '../content/translatedForm';
import { useContentMessages } from '../content/useContentMessages';
import {
  CREATE_PRODUCT_FORM,
  PRODUCT_FORM_FIELDS,
  productForm,
  type ProductValues,
} from './productForms';
import { EDIT_PARAM } from './productPaths';

export const useProductTexts = () => useContentMessages('products', productMessages);

const valuesOfProduct = (product: AdminProduct): ProductValues => ({
  slug: product.slug,
  brand: product.brand,
  ctaLink: product.ctaLink,
  imageUrl: product.imageUrl ?? '',
  countries: product.countries.join(','),
  language: product.language,
  active: String(product.active),
  version: String(product.version),
  ...Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const texts = product.texts[language];
      const field = (name: string) => translatedFieldName(language, name);
      return texts
        ? [
            [field('name'), texts.name],
            [field('shortDescription'), texts.shortDescription],
            [field('longDescription'), texts.longDescription],
            [field('features'), texts.features.join('\n')],
            [field('ctaText'), texts.ctaText],
          ]
        : [];
    }),
  ),
});

const NEW_PRODUCT: ProductValues = {
  brand: BRANDS[0].slug,
  ctaLink: '/kontakt',
  countries: 'DE',
  language: 'de',
  active: 'false',
};

/**
 * A new product, or the edit of one: the record's fields and its texts
 * de/es/fr side by side (missing ones flagged), the features in order with
 * an up and a down button each. Posted to the page (productForms.ts); an
 * edit someone else saved meanwhile comes back as "changed meanwhile" with
 * what was typed kept.
 */
export function ProductForm({ product }: { product?: AdminProductDetail }) {
  const { t, formFailureText, fieldText } = useProductTexts();
  const headingId = useId();
  const { Form, formProps, formField, sending, failure, result, formKey } = useLeadForm<
    string,
    MovedList
  >({ form: product ? productForm('edit', product.id) : CREATE_PRODUCT_FORM });
  const movedList = result?.kind === 'moved' ? result : undefined;
  const values: ProductValues = {
    ...(product ? valuesOfProduct(product) : NEW_PRODUCT),
    ...failure?.values,
    ...movedList?.values,
  };
  const value = (field: string) => values[field] ?? '';
  const fieldError = (field: string) => fieldText(failure, field);
  const countries = value('countries').split(',');
  const ownLanguage = (LANGUAGES as readonly string[]).includes(value('language'))
    ? (value('language') as Language)
    : 'de';
  const missing = LANGUAGES.filter(
    (language) => !value(translatedFieldName(language, 'name')).trim(),
  );
  const textFields: TranslatedFieldSpec[] = [
    { name: 'name', label: t('products.name'), required: true, maxLength: 191 },
    {
      name: 'shortDescription',
      label: t('products.shortDescription'),
      required: true,
      multiline: true,
      maxLength: 5000,
    },
    {
      name: 'longDescription',
      label: t('products.longDescription'),
      multiline: true,
      maxLength: 20000,
    },
    {
      name: 'features',
      label: t('products.features'),
      list: true,
      below: (language, name) => (
        <ListOrder
          language={language}
          text={value(name)}
          label={t('products.features')}
          focus={movedList?.focus}
          disabled={sending}
        />
      ),
    },
    { name: 'ctaText', label: t('products.ctaText'), required: true, maxLength: 191 },
  ];
  const formFailure =
    failure && !PRODUCT_FORM_FIELDS.some((field) => failure.fieldErrors[field])
      ? failure
      : undefined;
  const meanwhile = formFailure?.message === productMessages.editedMeanwhile;

  return (
    <Panel as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {product ? t('products.editHeading', { title: product.name }) : t('products.createHeading')}
      </h2>
      {product ? (
        <PreviewLinks
          countries={product.countries}
          href={(country) => productPreviewHref(product, country, product.preview.token)}
        />
      ) : null}
      {formFailure ? (
        <Refusal role="alert">
          {meanwhile ? <strong>{t('products.changedMeanwhile')}</strong> : null}
          <p>{formFailureText(formFailure)}</p>
          {meanwhile ? (
            <Link to={{ search: `?${EDIT_PARAM}=${product?.id ?? ''}` }} reloadDocument>
              {t('products.reload')}
            </Link>
          ) : null}
        </Refusal>
      ) : null}
      {movedList ? <p role="status">{t('products.moved')}</p> : null}
      <Fields as={Form} key={formKey} {...formProps}>
        <input {...formField} />
        {/* Enter in a field saves: the first submit button is the form's default, not a move. */}
        <DefaultSubmit type="submit" tabIndex={-1} aria-hidden="true" />
        {product ? <input type="hidden" name="version" value={value('version')} /> : null}
        <Row>
          <InputField
            label={t('products.slug')}
            name="slug"
            required
            maxLength={191}
            autoComplete="off"
            spellCheck={false}
            hint={t('products.slugHint')}
            defaultValue={value('slug')}
            error={fieldError('slug')}
          />
          <SelectField
            label={t('products.brand')}
            name="brand"
            defaultValue={value('brand')}
            error={fieldError('brand')}
            options={BRANDS.map((brand) => ({ value: brand.slug, label: brand.name }))}
          />
          <SelectField
            label={t('products.language')}
            name="language"
            hint={t('products.languageHint')}
            defaultValue={ownLanguage}
            error={fieldError('language')}
            options={LANGUAGES.map((language) => ({
              value: language,
              label: t(`languages.${language}`),
            }))}
          />
        </Row>
        <Row>
          <InputField
            label={t('products.ctaLink')}
            name="ctaLink"
            required
            maxLength={2048}
            autoComplete="off"
            spellCheck={false}
            hint={t('products.ctaLinkHint')}
            defaultValue={value('ctaLink')}
            error={fieldError('ctaLink')}
          />
          <InputField
            label={t('products.imageUrl')}
            name="imageUrl"
            type="url"
            maxLength={2048}
            autoComplete="off"
            hint={t('products.imageUrlHint')}
            defaultValue={value('imageUrl')}
            error={fieldError('imageUrl')}
          />
        </Row>
        <Choices aria-describedby={`${headingId}-countries`}>
          <legend>{t('products.countries')}</legend>
          <p id={`${headingId}-countries`}>{t('products.countriesHint')}</p>
          {COUNTRIES.map((country) => (
            <Check key={country}>
              <input
                type="checkbox"
                name="countries"
                value={country}
                defaultChecked={countries.includes(country)}
              />
              {country}
            </Check>
          ))}
          {fieldError('countries') ? <strong>{fieldError('countries')}</strong> : null}
        </Choices>
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
          {t('products.activeField')}
        </Check>
        <Button type="submit" disabled={sending}>
          {product ? t('products.save') : t('products.create')}
        </Button>
      </Fields>
      <Link to={{ search: '' }}>{t('products.backToList')}</Link>
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

const DefaultSubmit = styled.button`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  border: 0;
  padding: 0;
`;

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
