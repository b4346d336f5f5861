import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFaq, StaffRole, StaffSession } from 'contracts';
import { knowledgeMessages } from 'contracts/admin';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { EntryForm } from './EntryForm';
import { KNOWLEDGE_KINDS, toEntry } from './knowledgeKinds';
import { FaqsPage, GlossaryPage } from './KnowledgePage';

jest.setTimeout(20_000);

const faq = (n: number, question: string): AdminFaq => ({
  id: `0b7f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5${n}`,
  country: 'ES',
  language: 'es',
  category: 'verifactu',
  question,
  answer: `Respuesta ${n}`,
  order: n,
  groupSize: 3,
  active: n !== 3,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
});

const session = (role: StaffRole): StaffSession => ({
  user: {
    id: '7d0c2c8e-0d5e-4b8e-9a57-1c2b3d4e5f60',
    username: 'eva',
    role,
    active: true,
    language: 'de',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
  },
  expiresAt: '2026-01-01T12:00:00.000Z',
});

/** The console API: a session of `role`, three FAQs whose order a move changes, and the writes. */
function mockApi(role: StaffRole, write?: (url: string) => Response) {
  let faqs = [faq(1, '¿Qué es Verifactu?'), faq(2, '¿Desde cuándo?'), faq(3, '¿Multas?')];
  const posts: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as {
        direction?: 'up' | 'down';
        position?: number;
      };
      posts.push({ url, body });
      if (write) return write(url);
      const moved = faqs.find((entry) => url === `/api/admin/faqs/${entry.id}/move`);
      if (moved && (body.direction || body.position)) {
        const from = faqs.indexOf(moved);
        const to = body.position ? body.position - 1 : from + (body.direction === 'up' ? -1 : 1);
        faqs = [...faqs];
        faqs.splice(from, 1);
        faqs.splice(to, 0, moved);
        faqs = faqs.map((entry, index) => ({ ...entry, order: index + 1 }));
      }
      return jsonResponse(200, moved ?? faqs[0]);
    }
    if (url === '/api/admin/session') return jsonResponse(200, session(role));
    if (role === 'sales') return jsonResponse(403, { message: 'Keine Berechtigung' });
    if (url.split('?')[0] === '/api/admin/faqs') return jsonResponse(200, faqs);
    throw new Error(`unexpected GET ${url}`);
  }) as unknown as typeof fetch;
  return posts;
}

const FAQS = { path: '/de_DE/admin/faqs', routeId: 'admin.faqs' };

const questions = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the FAQ page', () => {
  it('lists a group in its public order with position, status and actions named by the entry', async () => {
    mockApi('editor');
    renderConsole(<FaqsPage />, FAQS);
    const table = await screen.findByRole('table', { name: 'ES · Español · verifactu' });
    expect(questions()).toEqual(['¿Qué es Verifactu?', '¿Desde cuándo?', '¿Multas?']);
    const row = screen.getByRole('rowheader', { name: '¿Multas?' }).closest('tr')!;
    expect(within(row).getByText('3 von 3')).toBeVisible();
    expect(within(row).getByText('Inaktiv')).toBeVisible();
    expect(within(row).getByRole('button', { name: '„¿Multas?“ aktivieren' })).toBeVisible();
    expect(
      within(table).getByRole('button', { name: '„¿Qué es Verifactu?“ nach oben' }),
    ).toBeDisabled();
    expect(within(row).getByRole('button', { name: '„¿Multas?“ nach unten' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: '„¿Multas?“ nach oben' })).toBeEnabled();
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the filters when an entry is opened for editing', async () => {
    mockApi('editor');
    renderConsole(<FaqsPage />, { ...FAQS, path: '/de_DE/admin/faqs?country=ES&language=es' });
    expect(await screen.findByRole('link', { name: '„¿Multas?“ bearbeiten' })).toHaveAttribute(
      'href',
      `/de_DE/admin/faqs?country=ES&language=es&entry=${faq(3, '').id}`,
    );
  });

  it('is not shown to sales: no entry in the navigation, no FAQs', async () => {
    mockApi('sales');
    renderConsole(<FaqsPage />, FAQS);
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    expect(within(nav).queryByRole('link', { name: 'FAQs' })).not.toBeInTheDocument();
    expect(screen.queryByText('¿Multas?')).not.toBeInTheDocument();
  });

  it('moves an entry by keyboard and keeps the focus on its control', async () => {
    const posts = mockApi('editor');
    renderConsole(<FaqsPage />, FAQS);
    const user = userEvent.setup();
    const down = await screen.findByRole('button', { name: '„¿Qué es Verifactu?“ nach unten' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(questions()).toEqual(['¿Desde cuándo?', '¿Qué es Verifactu?', '¿Multas?']),
    );
    expect(posts).toEqual([
      { url: `/api/admin/faqs/${faq(1, '').id}/move`, body: { direction: 'down' } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '„¿Qué es Verifactu?“ nach unten' })).toHaveFocus(),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('„¿Qué es Verifactu?“ verschoben');

    // Once more: now last, its 'Nach unten' is disabled and the focus moves to 'Nach oben'.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(questions()).toEqual(['¿Desde cuándo?', '¿Multas?', '¿Qué es Verifactu?']),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '„¿Qué es Verifactu?“ nach oben' })).toHaveFocus(),
    );
  });
});

describe('the glossary page', () => {
  it('lists a group A–Z in its language, as the public glossary shows it, with no moves', async () => {
    const term = (n: number, name: string) => ({
      ...faq(n, '-'),
      context: 'verifactu',
      term: name,
      definition: `Definición ${n}`,
    });
    const terms = [term(1, 'Verifactu'), term(2, 'Ñandú'), term(3, 'NIF'), term(4, 'AEAT')];
    global.fetch = jest.fn(async (url: string) => {
      if (url === '/api/admin/session') return jsonResponse(200, session('editor'));
      if (url.split('?')[0] === '/api/admin/glossary') return jsonResponse(200, terms);
      throw new Error(`unexpected GET ${url}`);
    }) as unknown as typeof fetch;
    renderConsole(<GlossaryPage />, { path: '/de_DE/admin/glossary', routeId: 'admin.glossary' });
    const table = await screen.findByRole('table', { name: 'ES · Español · verifactu' });
    expect(questions()).toEqual(['AEAT', 'NIF', 'Ñandú', 'Verifactu']);
    expect(within(table).queryByRole('columnheader', { name: 'Position' })).not.toBeInTheDocument();
    expect(
      within(table).queryByRole('button', { name: /nach (oben|unten)/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/alphabetisch, wie die Seite sie zeigt/)).toBeVisible();
  });
});

describe('dragging a FAQ', () => {
  it('drops an entry on another row of its group: it takes that position', async () => {
    const posts = mockApi('editor');
    renderConsole(<FaqsPage />, FAQS);
    await screen.findByRole('table', { name: 'ES · Español · verifactu' });
    const rowOf = (question: string) =>
      screen.getByRole('rowheader', { name: question }).closest('tr')!;
    // The handle is for a mouse only: hidden from assistive tech, named by its tooltip.
    const handle = await waitFor(() =>
      within(rowOf('¿Multas?')).getByTitle(
        '„¿Multas?“ ziehen, um es an eine andere Stelle zu verschieben',
      ),
    );
    expect(handle).toHaveAttribute('aria-hidden', 'true');
    const dataTransfer = { setData: jest.fn(), setDragImage: jest.fn() };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(rowOf('¿Qué es Verifactu?'), { dataTransfer });
    expect(rowOf('¿Qué es Verifactu?')).toHaveAttribute('data-drop-target', 'true');
    fireEvent.drop(rowOf('¿Qué es Verifactu?'), { dataTransfer });
    await waitFor(() =>
      expect(questions()).toEqual(['¿Multas?', '¿Qué es Verifactu?', '¿Desde cuándo?']),
    );
    expect(posts).toEqual([
      { url: `/api/admin/faqs/${faq(3, '').id}/move`, body: { position: 1 } },
    ]);

    // The next button press moves by direction again, not to the dropped position.
    await userEvent.setup().click(screen.getByRole('button', { name: '„¿Multas?“ nach unten' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body).toEqual({ direction: 'down' });
  });
});

describe('editing a FAQ', () => {
  it('saves every field with the version, and says so when someone else was faster', async () => {
    const posts = mockApi('editor', () =>
      jsonResponse(409, { message: knowledgeMessages.faqEditedMeanwhile }),
    );
    const entry = toEntry(KNOWLEDGE_KINDS.faqs, faq(2, '¿Desde cuándo?'));
    renderConsole(<EntryForm kind={KNOWLEDGE_KINDS.faqs} entry={entry} />, FAQS);
    const user = userEvent.setup();
    const answer = screen.getByLabelText('Antwort');
    await user.clear(answer);
    await user.type(answer, 'Desde 2027.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese FAQ wurde inzwischen von jemand anderem geändert.',
    );
    expect(posts).toEqual([
      {
        url: `/api/admin/faqs/${entry.id}`,
        body: {
          country: 'ES',
          language: 'es',
          category: 'verifactu',
          question: '¿Desde cuándo?',
          answer: 'Desde 2027.',
          active: true,
          version: 2,
        },
      },
    ]);
  });

  it('links to the public FAQ page in its language with the preview token', () => {
    mockApi('editor');
    const preview = { token: 'tok.en', expiresAt: '2026-01-02T01:00:00.000Z' };
    const entry = toEntry(KNOWLEDGE_KINDS.faqs, { ...faq(3, '¿Multas?'), preview });
    renderConsole(<EntryForm kind={KNOWLEDGE_KINDS.faqs} entry={entry} />, FAQS);
    expect(screen.getAllByRole('link', { name: /^Vorschau für/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Vorschau für ES (Español)' })).toHaveAttribute(
      'href',
      '/es_ES/hellocash/verifactu/faq?preview=tok.en',
    );
  });

  it('offers the preview in every language for an entry without one; none off Verifactu', () => {
    mockApi('editor');
    const preview = { token: 'tok.en', expiresAt: '2026-01-02T01:00:00.000Z' };
    const kind = KNOWLEDGE_KINDS.glossary;
    const term = { ...faq(1, '-'), context: 'verifactu', term: 'NIF', definition: 'Número' };
    const { unmount } = renderConsole(
      <EntryForm kind={kind} entry={toEntry(kind, { ...term, language: null, preview })} />,
      FAQS,
    );
    expect(screen.getByRole('link', { name: 'Vorschau für ES (Deutsch)' })).toHaveAttribute(
      'href',
      '/de_ES/hellocash/verifactu/glossar?preview=tok.en',
    );
    expect(screen.getAllByRole('link', { name: /^Vorschau für ES/ })).toHaveLength(3);
    unmount();
    renderConsole(
      <EntryForm kind={kind} entry={toEntry(kind, { ...term, context: 'andere', preview })} />,
      FAQS,
    );
    expect(screen.queryByRole('link', { name: /^Vorschau/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Keine öffentliche Seite zeigt diesen Eintrag/)).toBeInTheDocument();
  });

  it('shows a refused field at the field, in the member language', async () => {
    mockApi('editor', () =>
      jsonResponse(400, {
        message: 'Frage fehlt',
        fields: { question: 'Frage fehlt' },
      }),
    );
    renderConsole(<EntryForm kind={KNOWLEDGE_KINDS.faqs} />, { ...FAQS, language: 'es' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear FAQ' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Pregunta')).toHaveAccessibleDescription(
        'El campo «Pregunta» es obligatorio.',
      ),
    );
  });
});
