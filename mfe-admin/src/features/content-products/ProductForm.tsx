import { productMessages, type AdminProduct, type AdminProductDetail } from 'contracts/admin';
import { BRANDS } from 'contracts/brand';
import { LANGUAGES } from 'contracts/locale-codes';
import { productPreviewHref } from 'contracts/product-pages';
import { InputField, SelectField } from 'shared-ui';
import styled from 'styled-components';
import { ListOrder } from '../content/ListOrder';
import { countryLocales, PreviewLinks } from '../content/PreviewLinks';
import type { MovedList } from '../content/listOrder';
import type { TranslatedFieldSpec } from '../content/TranslatedFields';
import { translatedFieldName } from '../content/translatedForm';
import {
  CountryChoices,
  FieldRow,
  TranslatedRecordPanel,
  useTranslatedRecordForm,
  OwnLanguageSelect,
} from '../content/TranslatedRecordForm';
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
  const form = useTranslatedRecordForm<MovedList>({
    form: product ? productForm('edit', product.id) : CREATE_PRODUCT_FORM,
    initial: product ? valuesOfProduct(product) : NEW_PRODUCT,
    formFields: PRODUCT_FORM_FIELDS,
    titleField: 'name',
    fieldText,
    resultValues: (result) => (result?.kind === 'moved' ? result.values : undefined),
  });
  const { value, fieldError, sending, result } = form;
  const movedList = result?.kind === 'moved' ? result : undefined;
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

  return (
    <TranslatedRecordPanel
      block="products"
      form={form}
      heading={
        product ? t('products.editHeading', { title: product.name }) : t('products.createHeading')
      }
      reloadSearch={product ? `?${EDIT_PARAM}=${product.id}` : undefined}
      editedMeanwhile={productMessages.editedMeanwhile}
      failureText={formFailureText}
      textFields={textFields}
      before={
        product ? (
          <PreviewLinks
            locales={countryLocales(product.countries)}
            href={({ country }) => productPreviewHref(product, country, product.preview.token)}
          />
        ) : null
      }
      status={movedList ? <p role="status">{t('products.moved')}</p> : null}
      // Enter in a field saves: the first submit button is the form's default, not a move.
      leading={<DefaultSubmit type="submit" tabIndex={-1} aria-hidden="true" />}
    >
      <FieldRow>
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
        <OwnLanguageSelect
          form={form}
          label={t('products.language')}
          hint={t('products.languageHint')}
        />
      </FieldRow>
      <FieldRow>
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
      </FieldRow>
      <CountryChoices
        form={form}
        legend={t('products.countries')}
        hint={t('products.countriesHint')}
      />
    </TranslatedRecordPanel>
  );
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
