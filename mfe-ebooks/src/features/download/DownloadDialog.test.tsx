import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGAL_PAGES } from 'contracts/legal';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { facebookEbook, mockApi, statsUrl } from '../../testing/mockApi';
import { EbookDetailView } from '../ebook-detail/EbookDetailView';
import { downloadAction } from './downloadAction';
import { openInNewTab } from './openInNewTab';

jest.mock('./openInNewTab', () => ({ openInNewTab: jest.fn(() => true) }));
const opened = jest.mocked(openInNewTab);

const VISITOR = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
const CAPTURE = '/api/email/capture';
const TRACK = '/api/track/download';

const INVALID_EMAIL = { message: 'Bitte gültige Email-Adresse eingeben' };

function setup(captureStatus = 201, options: Parameters<typeof renderSection>[1] = {}) {
  const api = mockApi({
    [`GET ${statsUrl('Facebook')}`]: jsonResponse(200, { count: 41 }),
    [`POST ${CAPTURE}`]: (body) =>
      jsonResponse(
        String((body as { email: string }).email).includes('@') ? captureStatus : 400,
        String((body as { email: string }).email).includes('@') ? { message: 'x' } : INVALID_EMAIL,
      ),
    [`POST ${TRACK}`]: jsonResponse(201, { id: 'd' }),
    'GET /api/ebooks/numeric/1?language=de': jsonResponse(200, facebookEbook),
    // Only in German: a French page gets it in German.
    'GET /api/ebooks/numeric/1?language=fr': jsonResponse(200, facebookEbook),
  });
  renderSection(<EbookDetailView ebook={facebookEbook} />, {
    visitorId: VISITOR,
    // The dialog posts to the e-book's download page, whose action this is.
    action: (args) =>
      downloadAction({ ...args, params: { ebookRef: 'facebook-fuer-lokale-unternehmen-1' } }),
    ...options,
  });
  return { ...api, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('download-count');
  await user.click(screen.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' }));
  return screen.findByRole('dialog', { name: 'Gratis Download erhalten' });
}

beforeEach(() => {
  opened.mockClear().mockReturnValue(true);
  // A desktop-wide window (jsdom's default of 1024 px counts as a tablet, SPEC §9).
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});
afterEach(() => jest.restoreAllMocks());

describe('download dialog (SPEC §2/§4/§5/§8)', () => {
  it('opens with the texts of the spec and the focus in the e-mail field', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription(
      'Sichere dir "Facebook für lokale Unternehmen: Der Praxis-Leitfaden" kostenlos!',
    );
    const field = within(dialog).getByLabelText('Email-Adresse');
    expect(field).toHaveAttribute('placeholder', 'max@beispiel.de');
    expect(field).toHaveFocus();
    expect(
      within(dialog).getByText(
        '1 Newsletter mit Tipps & Tricks pro Monat. Kostenlos. Abmeldung jederzeit möglich.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Überspringen' })).toBeInTheDocument();
  });

  it('says under its buttons where the privacy notice is, in the page’s language', async () => {
    const { user } = setup(201, { country: 'FR' });
    await screen.findByText('41 téléchargements');
    await user.click(screen.getByRole('link', { name: 'Télécharger maintenant - Gratuit' }));
    const dialog = await screen.findByRole('dialog');
    const skip = within(dialog).getByRole('button', { name: 'Passer' });
    const note = skip.nextElementSibling as HTMLElement;
    expect(note.textContent).toContain('Comment nous traitons tes données\u202f: ');
    expect(
      within(note).getByRole('link', { name: /^Politique de confidentialité/ }),
    ).toHaveAttribute('href', LEGAL_PAGES.privacy);
  });

  it("shows the API's message for an invalid address at the field, keeps it, downloads nothing", async () => {
    const { user, bodiesOf } = setup();
    const dialog = await openDialog(user);
    const field = within(dialog).getByLabelText('Email-Adresse');
    await user.type(field, 'kein-at');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument(); // not before submitting
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt herunterladen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bitte gültige Email-Adresse eingeben',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Bitte gültige Email-Adresse eingeben');
    expect(field).toHaveValue('kein-at');
    expect(bodiesOf('POST', TRACK)).toEqual([]);
    expect(opened).not.toHaveBeenCalled();
  });

  it('once refused, checks the address again as it is typed: the message goes when it is right, and comes back', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    const field = within(dialog).getByLabelText('Email-Adresse');
    await user.type(field, 'kein-at');
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt herunterladen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bitte gültige Email-Adresse eingeben',
    );
    await user.clear(field);
    await user.type(field, 'anna@example.de');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '@');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bitte gültige Email-Adresse eingeben',
    );
  });

  it('shows the message in the language of the page', async () => {
    const { user } = setup(201, { country: 'FR' });
    await screen.findByText('41 téléchargements');
    await user.click(screen.getByRole('link', { name: 'Télécharger maintenant - Gratuit' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger maintenant' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Saisis une adresse e-mail valide',
    );
  });

  it('stores the address, closes, thanks, and starts the download', async () => {
    const { user, bodiesOf } = setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Email-Adresse'), '  Anna@Beispiel.DE ');
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt herunterladen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf('POST', CAPTURE)).toEqual([
      {
        visitorId: VISITOR,
        email: 'Anna@Beispiel.DE', // the API's contract lower-cases it (the input trims)
        newsletterOptIn: false,
        ebookCategory: 'Facebook',
        ebookId: facebookEbook.id,
        country: 'DE',
        language: 'de',
        attribution: {
          formPath:
            '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-1/download',
        },
      },
    ]);
    expect(await screen.findByText('Vielen Dank!')).toBeInTheDocument();
    expect(screen.getByText('Dein Download startet gleich.')).toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith(facebookEbook.googleSlidesUrl);
    expect(screen.getByText('42× heruntergeladen')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesOf('POST', TRACK)).toEqual([
        {
          visitorId: VISITOR,
          ebookCategory: 'Facebook',
          ebookId: facebookEbook.id,
          deviceType: 'desktop',
        },
      ]),
    );
    // Focus returns to the button that opened the dialog; the form starts empty again.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' })).toHaveFocus(),
    );
    const again = await openDialog(user);
    expect(within(again).getByLabelText('Email-Adresse')).toHaveValue('');
  });

  it('offers the monthly newsletter as an unticked box; ticked, it asks for it and says a confirmation mail follows', async () => {
    const { user, bodiesOf } = setup();
    const dialog = await openDialog(user);
    const box = within(dialog).getByRole('checkbox', {
      name: 'Ja, ich möchte den Newsletter mit Tipps & Tricks bekommen.',
    });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      '1 Newsletter mit Tipps & Tricks pro Monat. Kostenlos. Abmeldung jederzeit möglich. Du bekommst zuerst eine E-Mail, mit der du deine Anmeldung bestätigst.',
    );
    await user.type(within(dialog).getByLabelText('Email-Adresse'), 'anna@beispiel.de');
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt herunterladen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf('POST', CAPTURE)).toEqual([
      expect.objectContaining({ email: 'anna@beispiel.de', newsletterOptIn: true }),
    ]);
    expect(
      await screen.findByText(
        'Dein Download startet gleich. Bitte bestätige noch deine Newsletter-Anmeldung: Wir haben dir eine E-Mail geschickt.',
      ),
    ).toBeInTheDocument();
  });

  it('skipping asks for no newsletter, even with the box ticked', async () => {
    const { user, bodiesOf } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Überspringen' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(bodiesOf('POST', CAPTURE)).toEqual([]);
  });

  it('shows "Wird gesendet..." while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = setup();
    const slow = new Promise<Response>((resolve) => (answer = resolve));
    jest.mocked(global.fetch).mockImplementationOnce(() => slow);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Email-Adresse'), 'anna@beispiel.de');
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt herunterladen' }));
    expect(await within(dialog).findByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    answer(jsonResponse(201, {}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with an error toast when storing fails, and downloads nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, bodiesOf } = setup(503);
    const dialog = await openDialog(user);
    const field = within(dialog).getByLabelText('Email-Adresse');
    await user.type(field, 'anna@beispiel.de');
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt herunterladen' }));

    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Email konnte nicht gespeichert werden. Versuche es erneut oder überspringe diesen Schritt.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field).toHaveValue('anna@beispiel.de');
    expect(within(dialog).getByRole('button', { name: 'Jetzt herunterladen' })).toBeEnabled();
    expect(opened).not.toHaveBeenCalled();
    expect(bodiesOf('POST', TRACK)).toEqual([]);
    expect(screen.getByText('41× heruntergeladen')).toBeInTheDocument();
  });

  it('skips: closes, stores no address, starts and counts the download', async () => {
    const { user, bodiesOf } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Überspringen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opened).toHaveBeenCalledWith(facebookEbook.googleSlidesUrl);
    expect(bodiesOf('POST', CAPTURE)).toEqual([]);
    expect(screen.getByText('42× heruntergeladen')).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf('POST', TRACK)).toHaveLength(1));
  });

  it('offers a link when the browser blocked the new tab', async () => {
    opened.mockReturnValue(false);
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Überspringen' }));

    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('Dein Browser hat den neuen Tab blockiert.');
    const link = within(fallback).getByRole('link', { name: /E-Book hier öffnen/ });
    expect(link).toHaveAttribute('href', facebookEbook.googleSlidesUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes on Escape without downloading and returns the focus', async () => {
    const { user } = setup();
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opened).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' })).toHaveFocus(),
    );
  });

  it('keeps the focus inside while open', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
