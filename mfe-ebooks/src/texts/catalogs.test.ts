import { catalogKeys } from 'shared-ui';
import { ebooksTexts } from './index';

describe('e-book texts', () => {
  const german = catalogKeys(ebooksTexts.resources.de);

  it.each(['es', 'fr'] as const)('%s has every German key, none empty', (language) => {
    expect(catalogKeys(ebooksTexts.resources[language])).toEqual(german);
  });

  it('has no empty German text', () => {
    expect(german.filter((key) => key.endsWith('(empty)'))).toEqual([]);
  });

  it('keeps the spec texts verbatim in German', () => {
    const { list, card, detail, dialog, stories } = ebooksTexts.resources.de;
    expect(list.loading).toBe('Lade E-Books...');
    expect(list.empty).toBe('Keine E-Books verfügbar');
    expect(card.free).toBe('GRATIS DOWNLOAD');
    expect(card.downloads_other).toBe('{{formatted}}× heruntergeladen');
    expect(card.description).toBe('Professionelle Tipps und Strategien für {{category}}');
    expect(card.more).toBe('Mehr erfahren & herunterladen');
    expect(detail.highlightsTitle).toBe('Das erwartet dich:');
    expect(detail.download).toBe('Jetzt herunterladen - Kostenlos');
    expect(detail.loading).toBe('Lade E-Book...');
    expect(detail.notFoundTitle).toBe('E-Book nicht gefunden');
    expect(detail.notFoundText).toBe('Das gesuchte E-Book existiert nicht.');
    expect(dialog.title).toBe('Gratis Download erhalten');
    expect(dialog.text).toBe('Sichere dir "{{title}}" kostenlos!');
    expect(dialog.emailLabel).toBe('Email-Adresse');
    expect(dialog.submit).toBe('Jetzt herunterladen');
    expect(dialog.sending).toBe('Wird gesendet...');
    expect(dialog.newsletterNote).toBe(
      '1 Newsletter mit Tipps & Tricks pro Monat. Kostenlos. Abmeldung jederzeit möglich.',
    );
    expect(dialog.skip).toBe('Überspringen');
    expect(dialog.toastSuccessTitle).toBe('Vielen Dank!');
    expect(dialog.toastSuccessText).toBe('Dein Download startet gleich.');
    expect(dialog.toastErrorTitle).toBe('Fehler');
    expect(dialog.toastErrorText).toBe(
      'Email konnte nicht gespeichert werden. Versuche es erneut oder überspringe diesen Schritt.',
    );
    expect(stories.empty).toBe('Noch keine Erfolgsgeschichten verfügbar.');
  });
});
