// The provider's legal notice, without zod: the API's mails end with it, the
// site's footer, consent page and lead forms link its pages.
import type { Language } from './localeCodes';

/**
 * The provider's legal pages (on its own site, outside this one): the footer's
 * 'Impressum' and 'Datenschutz', the consent page and every form that collects
 * personal data (GDPR Art. 13: the notice at collection) link them.
 */
export const LEGAL_PAGES = {
  imprint: 'https://hellocash.business/impressum',
  privacy: 'https://hellocash.business/datenschutz',
} as const;

/**
 * Who sends the mails (§5 DDG, §35a GmbHG / §37a HGB: company, address,
 * register entry, a quick way to reach it): the API reads it once from the
 * LEGAL_* settings.
 */
export interface SenderIdentification {
  /** LEGAL_COMPANY: the company's name with its legal form. */
  company: string;
  /** LEGAL_ADDRESS: its postal address, on one line. */
  address: string;
  /** LEGAL_REGISTER: court and number of the register entry. */
  register: string;
  /** LEGAL_CONTACT: an e-mail address and/or a phone number. */
  contact: string;
  /** LEGAL_REPRESENTATIVE: who represents it (managing directors); optional. */
  representative?: string;
  /** LEGAL_VAT_ID: its VAT identification number; optional. */
  vatId?: string;
}

interface IdentificationLabels {
  representative: string;
  register: string;
  vatId: string;
  contact: string;
  imprint: string;
}

/** The labels of the lines every mail ends with, per language. */
export const senderIdentificationLabels: Record<Language, IdentificationLabels> = {
  de: {
    representative: 'Vertreten durch',
    register: 'Registereintrag',
    vatId: 'USt-IdNr.',
    contact: 'Kontakt',
    imprint: 'Impressum',
  },
  es: {
    representative: 'Representada por',
    register: 'Inscripción registral',
    vatId: 'NIF-IVA',
    contact: 'Contacto',
    imprint: 'Aviso legal',
  },
  fr: {
    representative: 'Représentée par',
    register: 'Immatriculation',
    vatId: 'N° TVA intracommunautaire',
    contact: 'Contact',
    imprint: 'Mentions légales',
  },
};

/** 'Label: value', French with its narrow no-break space before the colon. */
const labelled = (language: Language, label: string, value: string) =>
  `${label}${language === 'fr' ? '\u202f' : ''}: ${value}`;

/**
 * The sender's identification as lines of text, in the mail's language:
 * company, address, representative, register entry, VAT id, contact and the
 * link to the full legal notice. The optional settings leave no empty line.
 */
export function senderIdentificationLines(
  sender: SenderIdentification,
  language: Language,
): string[] {
  const labels = senderIdentificationLabels[language];
  const optional = (key: 'representative' | 'vatId') => {
    const value = sender[key];
    return value ? [labelled(language, labels[key], value)] : [];
  };
  return [
    sender.company,
    sender.address,
    ...optional('representative'),
    labelled(language, labels.register, sender.register),
    ...optional('vatId'),
    labelled(language, labels.contact, sender.contact),
    labelled(language, labels.imprint, LEGAL_PAGES.imprint),
  ];
}
