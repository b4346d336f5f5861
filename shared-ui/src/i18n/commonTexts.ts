import { validationMessages, type ValidationMessageKey } from 'contracts/messages';
import type { SectionTexts } from './sectionTexts';

/**
 * Texts every app uses: the contract's validation messages (German from
 * contracts/messages, the source; the other languages translate its keys)
 * and toast/fallback words.
 */
interface CommonCatalog {
  validation: Record<ValidationMessageKey, string>;
  toast: { close: string; region: string; label: string };
  error: { title: string };
  /** Under a content record shown in its own language (recordLanguage.tsx); {{language}} is its name. */
  content: { onlyIn: string };
  /** A label before its value ("Branche: …"), punctuated as the language does (useLabelled.ts). */
  label: { prefix: string };
  /** Next to the submit button of every form collecting personal data (PrivacyNote, GDPR Art. 13). */
  privacy: { intro: string; link: string; newTab: string };
}

const de: CommonCatalog = {
  // German is the contract's own wording (the API answers with it): defined there once.
  validation: { ...validationMessages },
  toast: {
    close: 'Schließen',
    region: 'Benachrichtigungen ({{hotkey}})',
    label: 'Benachrichtigung',
  },
  error: { title: 'Fehler' },
  content: { onlyIn: 'Nur auf {{language}} verfügbar' },
  label: { prefix: '{{label}}: ' },
  privacy: {
    intro: 'Wie wir deine Daten verarbeiten:',
    link: 'Datenschutzerklärung',
    newTab: '(öffnet in neuem Tab)',
  },
};

const es: CommonCatalog = {
  validation: {
    feedbackTooShort: 'Introduce al menos 10 caracteres',
    feedbackTooLong: 'Introduce como máximo 5000 caracteres',
    invalidEmail: 'Introduce una dirección de correo electrónico válida',
    invalidProvider: "El proveedor debe ser 'mollie' o 'adyen'",
    contactNameMissing: 'Escribe tu nombre',
    contactNameTooLong: 'El nombre puede tener como máximo 120 caracteres',
    businessMissing: 'Escribe el nombre de tu negocio',
    businessTooLong: 'El nombre del negocio puede tener como máximo 160 caracteres',
    invalidPhone: 'Introduce un número de teléfono válido',
    unknownProduct: 'Producto desconocido',
    newsletterLinkInvalid: 'Este enlace no es válido',
    newsletterLinkExpired: 'Este enlace de confirmación ha caducado',
    newsletterLinkUsed: 'Este enlace de confirmación ya se ha utilizado',
    tooManyRequests: 'Demasiadas solicitudes. Vuelve a intentarlo más tarde.',
    serviceUnavailable:
      'El servicio no está disponible en este momento. Vuelve a intentarlo en unos minutos.',
    internal: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo más tarde.',
  },
  toast: { close: 'Cerrar', region: 'Notificaciones ({{hotkey}})', label: 'Notificación' },
  error: { title: 'Error' },
  content: { onlyIn: 'Solo disponible en {{language}}' },
  label: { prefix: '{{label}}: ' },
  privacy: {
    intro: 'Cómo tratamos tus datos:',
    link: 'Política de privacidad',
    newTab: '(se abre en una pestaña nueva)',
  },
};

const fr: CommonCatalog = {
  validation: {
    feedbackTooShort: 'Saisis au moins 10 caractères',
    feedbackTooLong: 'Saisis 5000 caractères au maximum',
    invalidEmail: 'Saisis une adresse e-mail valide',
    invalidProvider: "Le prestataire doit être 'mollie' ou 'adyen'",
    contactNameMissing: 'Saisis ton nom',
    contactNameTooLong: 'Ton nom peut contenir 120 caractères au maximum',
    businessMissing: 'Saisis le nom de ton entreprise',
    businessTooLong: "Le nom de l'entreprise peut contenir 160 caractères au maximum",
    invalidPhone: 'Saisis un numéro de téléphone valide',
    unknownProduct: 'Produit inconnu',
    newsletterLinkInvalid: "Ce lien n'est pas valide",
    newsletterLinkExpired: 'Ce lien de confirmation a expiré',
    newsletterLinkUsed: 'Ce lien de confirmation a déjà été utilisé',
    tooManyRequests: 'Trop de requêtes. Réessaie un peu plus tard.',
    serviceUnavailable:
      'Le service est momentanément indisponible. Réessaie dans quelques minutes.',
    internal: 'Une erreur s’est produite de notre côté. Réessaie plus tard.',
  },
  toast: { close: 'Fermer', region: 'Notifications ({{hotkey}})', label: 'Notification' },
  error: { title: 'Erreur' },
  content: { onlyIn: 'Disponible uniquement en {{language}}' },
  label: { prefix: '{{label}} : ' },
  privacy: {
    intro: 'Comment nous traitons tes données\u202f:',
    link: 'Politique de confidentialité',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
};

export const commonTexts: SectionTexts<CommonCatalog> = { ns: 'common', resources: { de, es, fr } };
