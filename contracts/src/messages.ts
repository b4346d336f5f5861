/**
 * Validation messages, verbatim from SPEC §5. The API answers with these
 * (German) texts; the front-ends map them to their localized catalogs by key,
 * so a message is defined once.
 */
export const validationMessages = {
  feedbackTooShort: 'Bitte mindestens 10 Zeichen eingeben',
  feedbackTooLong: 'Bitte höchstens 5000 Zeichen eingeben',
  invalidEmail: 'Bitte gültige Email-Adresse eingeben',
  invalidProvider: "Provider muss 'mollie' oder 'adyen' sein",
  // The contact request ('Beratung anfragen', issue 19); its message reuses the feedback's minimum.
  contactNameMissing: 'Bitte Namen eingeben',
  contactNameTooLong: 'Bitte höchstens 120 Zeichen für den Namen eingeben',
  businessMissing: 'Bitte Unternehmen eingeben',
  businessTooLong: 'Bitte höchstens 160 Zeichen für das Unternehmen eingeben',
  invalidPhone: 'Bitte gültige Telefonnummer eingeben',
  unknownProduct: 'Unbekanntes Produkt',
  // The newsletter's double opt-in links.
  newsletterLinkInvalid: 'Dieser Link ist ungültig',
  newsletterLinkExpired: 'Dieser Bestätigungslink ist abgelaufen',
  newsletterLinkUsed: 'Dieser Bestätigungslink wurde bereits verwendet',
  // Answers of the API itself a visitor's form can meet (rate limit, database down, a bug):
  // here so the pages say them in the visitor's language too.
  tooManyRequests: 'Zu viele Anfragen, bitte später erneut versuchen',
  serviceUnavailable: 'Datenbank vorübergehend nicht erreichbar',
  internal: 'Interner Serverfehler',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** The key of a contract message, so a form can show it in the visitor's language. */
export function validationMessageKey(
  message: string | undefined,
): ValidationMessageKey | undefined {
  if (!message) return undefined;
  const entry = Object.entries(validationMessages).find(([, text]) => text === message);
  return entry?.[0] as ValidationMessageKey | undefined;
}

/**
 * Messages of the text rules every text field shares (textField), naming the
 * field: "URL fehlt", "Parameter category ist zu lang (höchstens 64 Zeichen)".
 */
export const textFieldMessages = {
  missing: (label: string) => `${label} fehlt`,
  tooLong: (label: string, max: number) => `${label} ist zu lang (höchstens ${max} Zeichen)`,
  controlCharacters: (label: string, multiline: boolean) =>
    multiline
      ? `${label} enthält Steuerzeichen (erlaubt sind nur Zeilenumbrüche und Tabulatoren)`
      : `${label} enthält Steuerzeichen oder Zeilenumbrüche`,
  loneSurrogates: (label: string) =>
    `${label} enthält ungültige Unicode-Zeichen (einzelne Surrogate)`,
} as const;
