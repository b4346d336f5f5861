import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LEGAL_PAGES } from 'contracts/legal';
import { renderSection } from '../../testing';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/useTranslation';
import { PrivacyNote } from './PrivacyNote';

describe('PrivacyNote: the privacy notice at the form', () => {
  it.each([
    ['de', 'DE', 'Wie wir deine Daten verarbeiten:', 'Datenschutzerklärung (öffnet in neuem Tab)'],
    [
      'es',
      'ES',
      'Cómo tratamos tus datos:',
      'Política de privacidad (se abre en una pestaña nueva)',
    ],
    [
      'fr',
      'FR',
      'Comment nous traitons tes données\u202f:',
      'Politique de confidentialité (s’ouvre dans un nouvel onglet)',
    ],
  ] as const)(
    '%s: the line and its link in the page’s language',
    async (language, country, intro, name) => {
      renderSection(<PrivacyNote />, { language, country });
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', LEGAL_PAGES.privacy);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // The text as written (toHaveTextContent would fold the narrow no-break space).
      expect(screen.getByTestId('privacy-note').textContent).toContain(`${intro} `);
    },
  );

  it('says the form’s purpose first, in the same line', async () => {
    renderSection(<PrivacyNote purpose="Wir antworten nur auf deine Anfrage." />);
    expect(await screen.findByTestId('privacy-note')).toHaveTextContent(
      /^Wir antworten nur auf deine Anfrage\. Wie wir deine Daten verarbeiten: Datenschutzerklärung/,
    );
  });

  it('is a plain link in the server’s HTML (no script needed)', () => {
    const html = renderToString(
      <I18nProvider i18n={createI18n('de')}>
        <PrivacyNote />
      </I18nProvider>,
    );
    expect(html).toContain(`href="${LEGAL_PAGES.privacy}"`);
    expect(html).toContain('Datenschutzerklärung');
  });
});
