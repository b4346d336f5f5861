import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { GlossaryPage } from './GlossaryPage';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const ENTRIES = [
  { id: '1', term: 'VERI*FACTU', definition: 'Betriebsart mit automatischer Meldung.' },
  { id: '2', term: 'AEAT', definition: 'Die spanische Steuerbehörde.' },
  { id: '3', term: 'Huella', definition: 'Digitaler Fingerabdruck eines Datensatzes.' },
];

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('glossary page', () => {
  it("loads Spain's Verifactu glossary in the visitor's language, sorted A–Z", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, ENTRIES));
    renderSection(<GlossaryPage />, { country: 'ES', language: 'de' });
    await screen.findByText('AEAT');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/glossary?country=ES&context=verifactu&language=de',
    );
    expect(terms()).toEqual(['AEAT', 'Huella', 'VERI*FACTU']);
    expect(screen.getByRole('status')).toHaveTextContent('3 von 3 Begriffen');
  });

  it('filters by term or definition and says when nothing matches', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, ENTRIES));
    const user = userEvent.setup();
    renderSection(<GlossaryPage />);
    const search = await screen.findByRole('searchbox', { name: 'Begriff suchen' });
    await user.type(search, 'steuerbehörde');
    expect(terms()).toEqual(['AEAT']);
    expect(screen.getByRole('status')).toHaveTextContent('1 von 3 Begriffen');
    await user.clear(search);
    await user.type(search, 'kassenbon');
    expect(screen.queryAllByRole('term')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Kein Begriff passt zu „kassenbon“.');
  });

  it('says so when there are none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    renderSection(<GlossaryPage />);
    expect(await screen.findByText('Noch keine Glossar-Einträge verfügbar.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('logs the failure under its name', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderSection(<GlossaryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das Glossar konnte gerade nicht geladen werden.',
    );
    expect(log).toHaveBeenCalledWith('Failed to fetch glossary', expect.any(TypeError));
    log.mockRestore();
  });

  it('with a preview token, shows the inactive term in its place, marked', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        ...ENTRIES,
        { id: '4', term: 'NIF', definition: 'Steuernummer.', preview: true },
      ]),
    );
    renderSection(<GlossaryPage />, {
      country: 'ES',
      language: 'de',
      route: '/de_ES/hellocash/verifactu/glossar?preview=tok',
    });
    await screen.findByText('NIF');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/glossary/preview?token=tok&country=ES&context=verifactu&language=de',
    );
    expect(terms()).toEqual(['AEAT', 'Huella', 'NIF', 'VERI*FACTU']);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/^Vorschau: Dieser Begriff/);
    expect(screen.getByText('NIF').parentElement).toContainElement(note);
  });

  it('says so when the preview link is invalid or expired', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'Vorschau-Link ungültig' }));
    renderSection(<GlossaryPage />, { route: '/de_DE/hellocash/verifactu/glossar?preview=alt' });
    expect(await screen.findByText('Vorschau-Link ungültig oder abgelaufen.')).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });
});
