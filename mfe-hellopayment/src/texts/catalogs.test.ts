import { catalogKeys } from 'shared-ui';
import { paymentTexts } from './index';

describe('hellopayment texts', () => {
  const german = catalogKeys(paymentTexts.resources.de);

  it.each(['es', 'fr'] as const)('%s has every German key, none empty', (language) => {
    expect(catalogKeys(paymentTexts.resources[language])).toEqual(german);
  });

  it('keeps the spec texts verbatim in German', () => {
    const { comparison, preregistration } = paymentTexts.resources.de;
    expect(comparison.details).toBe('Mehr Details');
    expect(comparison.preregister).toBe('Jetzt voranmelden');
    expect(preregistration.email).toBe('Email-Adresse*');
    expect(preregistration.interestLevels).toEqual({
      low: 'Niedrig - Nur Information',
      medium: 'Mittel - Plane für später',
      high: 'Hoch - Sofort starten',
    });
    expect(preregistration.sending).toBe('Wird gespeichert...');
    expect(preregistration.successTitle).toBe('✓ Erfolgreich vorangemeldet!');
    expect(preregistration.toastSuccessTitle).toBe('Vielen Dank!');
    expect(preregistration.toastSuccessText).toBe(
      'Ihre Voranmeldung wurde erfolgreich gespeichert. Wir melden uns bei Ihnen.',
    );
    expect(preregistration.toastErrorTitle).toBe('Fehler');
    expect(preregistration.toastErrorFallback).toBe('Voranmeldung konnte nicht gespeichert werden');
  });
});
