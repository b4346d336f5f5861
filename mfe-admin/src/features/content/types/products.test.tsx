import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProductDetail, StaffRole } from 'contracts';
import { fillMessage, productMessages } from 'contracts/admin';
import { HttpError } from 'shared-ui';
import { jsonResponse } from 'shared-ui/testing';
import { mockContentApi } from '../../../testing/mockContentApi';
import { answered, post, redirected } from '../../../testing/postConsoleForm';
import { renderConsole } from '../../../testing/renderConsole';
import { ContentTypeForm } from '../ContentTypeForm';
import { ContentTypePage } from '../ContentTypePage';
import { products } from './products';

const ProductsPage = () => <ContentTypePage page={products} />;
const ProductForm = ({ product }: { product: AdminProductDetail }) => (
  <ContentTypeForm page={products} record={product} />
);

jest.setTimeout(20_000);

const german = {
  name: 'Kasse für Cafés',
  shortDescription: 'Die Registrierkasse für dein Café.',
  longDescription: '',
  features: ['Bon per E-Mail', 'TSE inklusive', 'Tischplan'],
  ctaText: 'Jetzt anfragen',
};

const product: AdminProductDetail = {
  id: '5b2e1c7d-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  slug: 'kasse-cafe',
  brand: 'hellocash',
  ctaLink: '/kontakt',
  imageUrl: null,
  countries: ['DE'],
  priceDE: '19.90',
  priceES: null,
  priceFR: null,
  language: 'de',
  name: german.name,
  texts: { de: german, es: null, fr: null },
  missing: ['es', 'fr'],
  active: true,
  contactRequests: 0,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  preview: { token: 'tok.en', expiresAt: '2026-01-02T01:00:00.000Z' },
};

const mockApi = (role: StaffRole, write?: (url: string) => Response) =>
  mockContentApi(role, '/api/admin/products', product, write);

const PRODUCTS = { path: '/de_DE/admin/content/products', routeId: 'admin.products' };

describe('the products page', () => {
  it('lists each product with its brand, missing translations and status, for an editor', async () => {
    mockApi('editor');
    renderConsole(<ProductsPage />, PRODUCTS);
    const row = (await screen.findByRole('rowheader', { name: german.name })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual([
      'kasse-cafe',
      'helloCASH',
      'DE',
      'Übersetzungen fehlen: Español, Français',
      'Aktiv',
    ]);
    expect(within(row).getByRole('link', { name: `${german.name} bearbeiten` })).toHaveAttribute(
      'href',
      `/de_DE/admin/content/products?produkt=${product.id}`,
    );
    expect(screen.getByRole('search', { name: 'Produkte filtern' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    expect(within(nav).getByRole('link', { name: 'Produkte' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Kundenstimmen' })).toBeVisible();
  });

  it('is not shown to sales', async () => {
    mockApi('sales');
    renderConsole(<ProductsPage />, PRODUCTS);
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    expect(screen.queryByText(german.name)).not.toBeInTheDocument();
  });

  it('switches a product off with its on/off post', async () => {
    const posts = mockApi('editor');
    renderConsole(<ProductsPage />, PRODUCTS);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `${german.name} deaktivieren` }));
    await screen.findByRole('status');
    expect(posts).toEqual([
      { url: `/api/admin/products/${product.id}/active`, body: { active: false } },
    ]);
  });

  it('says why a product with contact requests is not deleted', async () => {
    const message = fillMessage(productMessages.hasContactRequests, { count: 2 });
    mockApi('editor', () => jsonResponse(409, { message }));
    renderConsole(<ProductsPage />, PRODUCTS);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${german.name} löschen` }));
    await user.click(await screen.findByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText(message)).toBeVisible();
  });
});

describe('editing a product', () => {
  const group = (name: RegExp) => screen.getByRole('group', { name });

  it('shows de/es/fr side by side, the missing ones flagged, and the preview per country and language', () => {
    mockApi('editor');
    renderConsole(<ProductForm product={{ ...product, countries: ['DE', 'ES'] }} />, PRODUCTS);
    expect(within(group(/^Deutsch/)).getByLabelText('Name')).toHaveValue(german.name);
    expect(group(/^Deutsch/)).toHaveTextContent('eigene Sprache');
    expect(group(/^Español/)).toHaveTextContent('Übersetzung fehlt');
    expect(group(/^Français/)).toHaveTextContent('Übersetzung fehlt');
    // The public page under its brand's path, in each country's language, with the token.
    expect(screen.getByRole('link', { name: 'Vorschau für DE (Deutsch)' })).toHaveAttribute(
      'href',
      '/de_DE/hellocash/kasse-cafe?preview=tok.en',
    );
    expect(screen.getByRole('link', { name: 'Vorschau für ES (Español)' })).toHaveAttribute(
      'href',
      '/es_ES/hellocash/kasse-cafe?preview=tok.en',
    );
    // Every language in each of its countries: the translations are checked where they are read.
    expect(screen.getByRole('link', { name: 'Vorschau für ES (Français)' })).toHaveAttribute(
      'href',
      '/fr_ES/hellocash/kasse-cafe?preview=tok.en',
    );
    expect(screen.getAllByRole('link', { name: /^Vorschau für/ })).toHaveLength(6);
  });

  it('moves a feature up by its named button, keeps the new order and saves it', async () => {
    const posts = mockApi('editor');
    renderConsole(<ProductForm product={product} />, PRODUCTS);
    const user = userEvent.setup();
    const order = within(group(/^Deutsch/)).getByRole('list', { name: 'Reihenfolge: Merkmale' });
    // The first has no "up", the last no "down".
    expect(
      within(order)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      '„Bon per E-Mail“ nach unten',
      '„TSE inklusive“ nach oben',
      '„TSE inklusive“ nach unten',
      '„Tischplan“ nach oben',
    ]);
    await user.click(within(order).getByRole('button', { name: '„TSE inklusive“ nach oben' }));
    expect(
      await screen.findByText('Reihenfolge geändert – zum Übernehmen speichern.'),
    ).toBeVisible();
    // The field takes the new order a render after the notice (on a busy machine a tick later).
    await waitFor(() =>
      expect(within(group(/^Deutsch/)).getByLabelText(/^Merkmale/)).toHaveValue(
        'TSE inklusive\nBon per E-Mail\nTischplan',
      ),
    );
    // Not saved by the move; the moved entry's button keeps the focus.
    expect(posts).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '„TSE inklusive“ nach unten' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      url: `/api/admin/products/${product.id}`,
      body: {
        version: 3,
        texts: { de: { features: ['TSE inklusive', 'Bon per E-Mail', 'Tischplan'] } },
      },
    });
  });

  it('shows each country’s price as typed in German and sends it as an amount, empty as none', async () => {
    const posts = mockApi('editor');
    renderConsole(<ProductForm product={product} />, PRODUCTS);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Preis Deutschland (€)')).toHaveValue('19,90');
    expect(screen.getByLabelText('Preis Spanien (€)')).toHaveValue('');
    await user.type(screen.getByLabelText('Preis Frankreich (€)'), '24.5');
    await user.clear(screen.getByLabelText('Preis Deutschland (€)'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ priceDE: null, priceES: null, priceFR: '24.5' });
  });

  it('says a price that is no amount at its field', async () => {
    mockApi('editor', () =>
      jsonResponse(400, {
        message: productMessages.priceInvalid,
        fields: { priceES: productMessages.priceInvalid },
      }),
    );
    renderConsole(<ProductForm product={product} />, PRODUCTS);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Preis Spanien (€)'), 'zwanzig');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Preis Spanien (€)')).toHaveAccessibleDescription(
        expect.stringContaining('Ein Betrag in Euro pro Monat wie 19,90'),
      ),
    );
  });

  it('says when someone else was faster, keeping what was typed', async () => {
    mockApi('editor', () => jsonResponse(409, { message: productMessages.editedMeanwhile }));
    renderConsole(<ProductForm product={product} />, PRODUCTS);
    const user = userEvent.setup();
    const spanish = within(group(/^Español/));
    await user.type(spanish.getByLabelText('Name'), 'Caja para cafeterías');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Inzwischen geändert');
    expect(within(group(/^Español/)).getByLabelText('Name')).toHaveValue('Caja para cafeterías');
  });
});

describe('the forms without script', () => {
  const fields = {
    form: 'product-create',
    slug: 'kasse-cafe',
    brand: 'hellocash',
    ctaLink: '/kontakt',
    imageUrl: '',
    countries: 'DE',
    language: 'de',
    'texts.de.name': german.name,
    'texts.de.shortDescription': german.shortDescription,
    'texts.de.features': german.features.join('\n'),
    'texts.de.ctaText': german.ctaText,
  };

  it('creates a product and goes on to its edit', async () => {
    const { answer, api } = post(
      'admin.products',
      '/de_DE/admin/content/products',
      fields,
      () => product,
    );
    expect(await redirected(answer)).toEqual({
      status: 303,
      location: `/de_DE/admin/content/products?produkt=${product.id}&gesendet=product-create&ergebnis=Kasse+f%C3%BCr+Caf%C3%A9s`,
    });
    expect(api).toHaveBeenCalledWith(
      'POST',
      '/api/admin/products',
      expect.objectContaining({
        imageUrl: null,
        countries: ['DE'],
        texts: { de: german, es: null, fr: null },
        active: false,
      }),
    );
  });

  it('moves a feature down and answers the form with the new order, saving nothing', async () => {
    const { answer, api } = post(
      'admin.products',
      '/de_DE/admin/content/products?produkt=neu',
      { ...fields, move: 'de:0:down' },
      () => product,
    );
    expect(await answer).toMatchObject({
      ok: true,
      result: {
        kind: 'moved',
        focus: 'de:1:down',
        values: { 'texts.de.features': 'TSE inklusive\nBon per E-Mail\nTischplan' },
      },
    });
    expect(api).not.toHaveBeenCalled();
  });

  it('says a taken slug at the slug field, naming the product that has it', async () => {
    const message = fillMessage(productMessages.slugTaken, {
      name: 'Kasse für Bars',
      brand: 'helloCASH',
    });
    const { answer } = post(
      'admin.products',
      '/de_DE/admin/content/products?produkt=neu',
      fields,
      () => new HttpError(409, JSON.stringify({ message, fields: { slug: message } }), ''),
    );
    expect(await answered(answer)).toMatchObject({
      status: 400,
      data: { fieldErrors: { slug: message }, values: { 'texts.de.name': german.name } },
    });
  });
});
