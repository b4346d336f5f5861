import { useQuery } from '@tanstack/react-query';
import type { AdminProduct, AdminProductDetail } from 'contracts/admin';
import { BRANDS } from 'contracts/brand';
import { COUNTRIES } from 'contracts/locale-codes';
import { Form, Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  colors,
  httpStatusOf,
  InputField,
  RESULT_PARAM,
  SelectField,
  SENT_PARAM,
  space,
} from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { NEW_RECORD, recordListPath } from '../content/recordPaths';
import { RecordActions } from '../content/RecordActions';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { Outcome } from '../frame/Outcome';
import { QueryView } from '../frame/QueryView';
import { TableScroll } from '../frame/TableScroll';
import { ProductForm, useProductTexts } from './ProductForm';
import { CREATE_PRODUCT_FORM, productForm } from './productForms';
import { EDIT_PARAM, FILTER_PARAMS, productApiPath, PRODUCTS_API } from './productPaths';

const brandName = (slug: string) => BRANDS.find((brand) => brand.slug === slug)?.name ?? slug;

/** Products of both brands (admins, editors): the filtered list, a new one (`?produkt=neu`), the edit of one. */
export function ProductsPage() {
  return <ConsoleFrame page="products">{() => <Products />}</ConsoleFrame>;
}

function Products() {
  const { t } = useProductTexts();
  const [search] = useSearchParams();
  const editing = search.get(EDIT_PARAM);
  const query = useQuery(
    consoleQuery<AdminProduct[]>(recordListPath(PRODUCTS_API, FILTER_PARAMS, search)),
  );
  const create = new URLSearchParams(search);
  create.set(EDIT_PARAM, NEW_RECORD);
  create.delete(SENT_PARAM);
  create.delete(RESULT_PARAM);
  return (
    <>
      <p>{t('products.intro')}</p>
      <SentOutcome />
      {editing && editing !== NEW_RECORD ? (
        <EditedProduct id={editing} />
      ) : editing === NEW_RECORD ? (
        <ProductForm />
      ) : (
        <Button as={Link} to={{ search: `?${create}` }}>
          {t('products.newProduct')}
        </Button>
      )}
      <FilterForm />
      <QueryView query={query}>{(products) => <ProductTable products={products} />}</QueryView>
    </>
  );
}

function EditedProduct({ id }: { id: string }) {
  const { t } = useProductTexts();
  const query = useQuery(consoleQuery<AdminProductDetail>(productApiPath(id)));
  if (httpStatusOf(query.error) === 404) return <p role="alert">{t('products.notFound')}</p>;
  return (
    <QueryView query={query}>
      {(product) => <ProductForm key={`${product.id}:${product.version}`} product={product} />}
    </QueryView>
  );
}

/** The filters as a GET form: in the URL (bookmark, reload, no script). */
function FilterForm() {
  const { t } = useProductTexts();
  const [search] = useSearchParams();
  const value = (field: string) => search.get(field) ?? '';
  const all = { value: '', label: t('products.all') };
  return (
    <Filters method="get" key={search.toString()} aria-label={t('products.filters')} role="search">
      <Grid>
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
      </Grid>
      <Actions>
        <Button type="submit">{t('products.apply')}</Button>
        <Button as={Link} to="?" $variant="secondary">
          {t('products.reset')}
        </Button>
      </Actions>
    </Filters>
  );
}

function ProductTable({ products }: { products: AdminProduct[] }) {
  const { t, formFailureText } = useProductTexts();
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
                {product.missing.length > 0
                  ? t('content.missingList', {
                      languages: product.missing.map((l) => t(`languages.${l}`)).join(', '),
                    })
                  : t('content.complete')}
              </td>
              <td>{product.active ? t('products.active') : t('products.inactive')}</td>
              <td>
                <RecordActions
                  id={product.id}
                  title={product.name}
                  active={product.active}
                  editParam={EDIT_PARAM}
                  activeForm={productForm('active', product.id)}
                  deleteForm={productForm('delete', product.id)}
                  block="products"
                  failureText={formFailureText}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** What the last post did, after its redirect (`?gesendet=<form>`): said once for the page. */
function SentOutcome() {
  const { t } = useProductTexts();
  const [search] = useSearchParams();
  const sent = search.get(SENT_PARAM) ?? '';
  const name = search.get(RESULT_PARAM) ?? '';
  const text =
    sent === CREATE_PRODUCT_FORM
      ? t('products.created', { name })
      : sent.startsWith('product-delete:')
        ? t('products.removed')
        : sent.startsWith('product-')
          ? t('products.saved')
          : undefined;
  return text ? <Outcome outcome={{ text, failed: false }} /> : null;
}

const Filters = styled(Form)`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  background: ${colors.surface};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;
