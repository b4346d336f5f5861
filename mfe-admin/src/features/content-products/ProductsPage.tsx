import type { AdminProduct, AdminProductDetail } from 'contracts/admin';
import { BRANDS } from 'contracts/brand';
import { COUNTRIES } from 'contracts/locale-codes';
import { useSearchParams } from 'react-router-dom';
import { InputField, SelectField } from 'shared-ui';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { FilterForm, useFilterValue } from '../frame/FilterForm';
import { TableScroll } from '../frame/TableScroll';
import { MissingTranslations } from '../content/TranslatedFields';
import { EditorAndList } from '../records/EditorAndList';
import { RecordActions, recordActionTexts } from '../records/RecordActions';
import { ProductForm, useProductTexts } from './ProductForm';
import { PRODUCT_FORMS, productForm } from './productForms';
import { EDIT_PARAM, FILTER_PARAMS, PRODUCTS_API } from './productPaths';

const brandName = (slug: string) => BRANDS.find((brand) => brand.slug === slug)?.name ?? slug;

/** Products of both brands (admins, editors): the filtered list, a new one (`?produkt=neu`), the edit of one. */
export function ProductsPage() {
  return <ConsoleFrame page="products">{() => <Products />}</ConsoleFrame>;
}

function Products() {
  const { t } = useProductTexts();
  return (
    <EditorAndList<AdminProduct, AdminProductDetail>
      block="products"
      formPrefix={PRODUCT_FORMS.prefix}
      editParam={EDIT_PARAM}
      newLabel={t('products.newProduct')}
      listPath={PRODUCTS_API}
      filterParams={FILTER_PARAMS}
      editor={(product) => <ProductForm product={product} />}
      filters={<ProductFilters />}
      list={(products) => <ProductTable products={products} />}
    />
  );
}

/** The filters as a GET form: in the URL (bookmark, reload, no script). */
function ProductFilters() {
  const { t } = useProductTexts();
  const value = useFilterValue();
  const all = { value: '', label: t('products.all') };
  return (
    <FilterForm
      label={t('products.filters')}
      apply={t('products.apply')}
      reset={t('products.reset')}
    >
      <InputField
        label={t('products.search')}
        name="q"
        type="search"
        maxLength={191}
        defaultValue={value('q')}
      />
      <SelectField
        label={t('products.brand')}
        name="brand"
        defaultValue={value('brand')}
        options={[all, ...BRANDS.map((brand) => ({ value: brand.slug, label: brand.name }))]}
      />
      <SelectField
        label={t('products.countries')}
        name="country"
        defaultValue={value('country')}
        options={[all, ...COUNTRIES.map((country) => ({ value: country, label: country }))]}
      />
      <SelectField
        label={t('products.status')}
        name="active"
        defaultValue={value('active')}
        options={[
          all,
          { value: 'true', label: t('products.active') },
          { value: 'false', label: t('products.inactive') },
        ]}
      />
    </FilterForm>
  );
}

function ProductTable({ products }: { products: AdminProduct[] }) {
  const { t } = useProductTexts();
  if (products.length === 0) return <p>{t('products.empty')}</p>;
  return (
    <TableScroll aria-label={t('products.caption')}>
      <table>
        <caption>{t('products.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('products.name')}</th>
            <th scope="col">{t('products.slug')}</th>
            <th scope="col">{t('products.brand')}</th>
            <th scope="col">{t('products.countries')}</th>
            <th scope="col">{t('products.translations')}</th>
            <th scope="col">{t('products.status')}</th>
            <th scope="col">{t('products.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <th scope="row" lang={product.language}>
                {product.name}
              </th>
              <td>{product.slug}</td>
              <td>{brandName(product.brand)}</td>
              <td>{product.countries.join(', ')}</td>
              <td>
                <MissingTranslations missing={product.missing} />
              </td>
              <td>{product.active ? t('products.active') : t('products.inactive')}</td>
              <td>
                <ProductActions product={product} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * One product's actions: edit it (the list's filters kept), switch it on or
 * off, delete it (asked first; one named by contact requests is refused by
 * the API, which says to deactivate it instead).
 */
function ProductActions({ product }: { product: AdminProduct }) {
  const { t, formFailureText } = useProductTexts();
  const [search] = useSearchParams();
  const edit = new URLSearchParams(search);
  edit.set(EDIT_PARAM, product.id);
  return (
    <RecordActions
      record={product}
      editSearch={`?${edit}`}
      forms={{
        active: productForm('active', product.id),
        delete: productForm('delete', product.id),
      }}
      named={{ field: 'title', value: product.name }}
      texts={recordActionTexts(t, 'products', { title: product.name })}
      failureText={formFailureText}
    />
  );
}
