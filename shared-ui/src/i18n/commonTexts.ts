import type { ValidationMessageKey } from 'contracts/messages';
import type { SectionTexts } from './createI18n';

/** Texts every app uses: the contract's validation messages and toast/fallback words. */
interface CommonCatalog {
  validation: Record<ValidationMessageKey, string>;
  toast: { close: string; region: string; label: string };
  error: { title: string };
}

const de: CommonCatalog = {
  validation: {
    feedbackTooShort: 'Bitte mindestens 10 Zeichen eingeben',
    feedbackTooLong: 'Bitte höchstens 5000 Zeichen eingeben',
    invalidEmail: 'Bitte gültige Email-Adresse eingeben',
    invalidProvider: "Provider muss 'mollie' oder 'adyen' sein",
  },
  toast: {
    close: 'Schließen',
    region: 'Benachrichtigungen ({{hotkey}})',
    label: 'Benachrichtigung',
  },
  error: { title: 'Fehler' },
};

const es: CommonCatalog = {
  validation: {
    feedbackTooShort: 'Introduce al menos 10 caracteres',
    feedbackTooLong: 'Introduce como máximo 5000 caracteres',
    invalidEmail: 'Introduce una dirección de correo electrónico válida',
    invalidProvider: "El proveedor debe ser 'mollie' o 'adyen'",
  },
  toast: { close: 'Cerrar', region: 'Notificaciones ({{hotkey}})', label: 'Notificación' },
  error: { title: 'Error' },
};

const fr: CommonCatalog = {
  validation: {
    feedbackTooShort: 'Veuillez saisir au moins 10 caractères',
    feedbackTooLong: 'Veuillez saisir au maximum 5000 caractères',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide',
    invalidProvider: "Le prestataire doit être 'mollie' ou 'adyen'",
  },
  toast: { close: 'Fermer', region: 'Notifications ({{hotkey}})', label: 'Notification' },
  error: { title: 'Erreur' },
};

export const commonTexts: SectionTexts<CommonCatalog> = { ns: 'common', resources: { de, es, fr } };
