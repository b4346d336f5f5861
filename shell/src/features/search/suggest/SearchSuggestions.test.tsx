import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation, type Country, type Language } from 'shared-ui';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { addShellTexts } from '../../../texts';
import { HeaderSearch } from '../HeaderSearch';
import type { SearchAnswer, SearchHit } from '../searchAnswer';

function WithShellTexts({ children }: { children: ReactNode }) {
  addShellTexts(useTranslation().i18n);
  return children;
}

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

const hit = (n: number): SearchHit => ({
  kind: n % 2 ? 'faq' : 'ebook',
  path: `verifactu/frage-${n}`,
  title: [{ text: 'Verif', mark: true }, { text: `actu ${n}` }],
  excerpt: [{ text: 'Text' }],
});

const answer = (total: number): SearchAnswer => ({
  query: 'verif',
  page: 1,
  pages: 1,
  total,
  hits: Array.from({ length: Math.min(total, 10) }, (_, n) => hit(n + 1)),
  suggestions: [],
});

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => jsonResponse(200, answer(9)));
  global.fetch = fetchMock;
});

function renderHeader(language: Language = 'de', country: Country = 'DE') {
  renderSection(
    <WithShellTexts>
      <HeaderSearch />
      <Where />
    </WithShellTexts>,
    { language, country },
  );
  return screen.getByRole('searchbox');
}

async function typeInto(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(field);
  // The suggestions' chunk arrives on the first focus: the field becomes a combobox.
  await screen.findByRole('combobox');
  await user.type(field, text);
  return user;
}

test('before its first focus the field is a plain search box; the typed text survives the upgrade', async () => {
  const field = renderHeader();
  expect(field).not.toHaveAttribute('role');
  expect(fetchMock).not.toHaveBeenCalled();
  const user = userEvent.setup();
  await user.type(field, 'verif');
  const combobox = await screen.findByRole('combobox');
  expect(combobox).toBe(field);
  expect(combobox).toHaveValue('verif');
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  expect(await screen.findAllByRole('option')).toHaveLength(6);
});

test('at most six suggestions, each with its kind and a real link; the number of results announced', async () => {
  const field = renderHeader();
  await typeInto(field, 'verif');
  const options = await screen.findAllByRole('option');
  expect(options).toHaveLength(6);
  expect(options[0]).toHaveAccessibleName(/^FAQ\s+Verif\s*actu 1$/);
  expect(options[1]).toHaveAttribute('href', '/de_DE/verifactu/frage-2');
  expect(screen.getByRole('status')).toHaveTextContent('9 Treffer');
  const listbox = screen.getByRole('listbox', { name: 'Vorschläge' });
  expect(field).toHaveAttribute('aria-controls', listbox.id);
  expect(field).toHaveAttribute('aria-expanded', 'true');
  // One request after the pause, as a suggestion (not counted as a miss).
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe('/de_DE/suche.json?q=verif&vorschlag=1');
});

test('ArrowDown and ArrowUp move the highlight (wrapping), Enter opens the highlighted result', async () => {
  const field = renderHeader();
  const user = await typeInto(field, 'verif');
  const options = await screen.findAllByRole('option');
  expect(field).not.toHaveAttribute('aria-activedescendant');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(field).toHaveAttribute('aria-activedescendant', String(options[1]?.id));
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(options[0]).toHaveAttribute('aria-selected', 'false');
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(field).toHaveAttribute('aria-activedescendant', String(options[5]?.id));
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByTestId('where')).toHaveTextContent('/de_DE/verifactu/frage-1');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(field).toHaveValue('verif');
});

test('Escape closes the list and keeps the text; ArrowDown opens it again', async () => {
  const field = renderHeader();
  const user = await typeInto(field, 'verif');
  await screen.findAllByRole('option');
  await user.keyboard('{ArrowDown}{Escape}');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(field).not.toHaveAttribute('aria-activedescendant');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(field).toHaveValue('verif');
  await user.keyboard('{ArrowDown}');
  expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(field).toHaveAttribute(
    'aria-activedescendant',
    String(screen.getAllByRole('option')[0]?.id),
  );
});

test('Enter without a highlighted suggestion submits the form to the search page', async () => {
  const field = renderHeader();
  const user = await typeInto(field, 'verif');
  await screen.findAllByRole('option');
  const form = screen.getByRole('search');
  const submitted = jest.fn((event: SubmitEvent) => event.preventDefault());
  form.addEventListener('submit', submitted);
  await user.keyboard('{Enter}');
  expect(submitted).toHaveBeenCalledTimes(1);
  expect(form).toHaveAttribute('action', '/de_DE/suche');
});

test('a newer query aborts the request before it; in Spanish the count says resultados', async () => {
  const field = renderHeader('es', 'ES');
  const user = await typeInto(field, 'v');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const first = fetchMock.mock.calls[0][1] as RequestInit;
  await user.type(field, 'erif');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(first.signal?.aborted).toBe(true);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('9 resultados'));
});

test('no result: the list stays closed and the status says so', async () => {
  fetchMock.mockImplementation(async () => jsonResponse(200, { ...answer(0), query: 'quxplorz' }));
  const field = renderHeader('fr', 'FR');
  await typeInto(field, 'quxplorz');
  // The French catalog's narrow no-break spaces inside the guillemets, as they are.
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe(
      'Aucun résultat pour «\u202fquxplorz\u202f»',
    ),
  );
  expect(field).toHaveAttribute('aria-expanded', 'false');
  await act(async () => field.blur());
});
