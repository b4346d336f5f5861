/**
 * The console's messages, German like the rest of the API (the console maps
 * them to its de/es/fr catalogs by key, as the public forms do).
 */
export const adminMessages = {
  signInFailed: 'Benutzername oder Passwort falsch',
  signInThrottled: 'Zu viele Anmeldeversuche, bitte später erneut versuchen',
  signInNeedsHttps: 'Anmeldung nur über HTTPS möglich',
  notSignedIn: 'Nicht angemeldet',
  forbidden: 'Keine Berechtigung',
  foreignOrigin: 'Anfrage von fremder Herkunft abgelehnt',
  usernameInvalid:
    'Benutzername: 3 bis 64 Zeichen, nur Kleinbuchstaben, Ziffern, Punkt, Bindestrich oder Unterstrich',
  usernameTaken: 'Benutzername ist bereits vergeben',
  passwordTooShort: 'Passwort muss mindestens 12 Zeichen lang sein',
  passwordTooLong: 'Passwort darf höchstens 256 Zeichen lang sein',
  passwordCommon: 'Dieses Passwort ist zu verbreitet, bitte ein anderes wählen',
  passwordContainsUsername: 'Passwort darf den Benutzernamen nicht enthalten',
  roleInvalid: "Rolle muss 'admin', 'editor' oder 'sales' sein",
  languageInvalid: "Sprache muss 'de', 'es' oder 'fr' sein",
  userNotFound: 'Benutzer nicht gefunden',
  lastAdmin: 'Der letzte aktive Admin kann weder deaktiviert noch herabgestuft werden',
  selfDisable: 'Du kannst dich nicht selbst deaktivieren',
  leadNotFound: 'Voranmeldung nicht gefunden',
  contactRequestNotFound: 'Beratungsanfrage nicht gefunden',
  newsletterStateInvalid: "Newsletter-Status muss 'pending', 'confirmed' oder 'unsubscribed' sein",
  statusInvalid: "Status muss 'neu', 'kontaktiert', 'gewonnen' oder 'verloren' sein",
  noteTooLong: 'Notiz darf höchstens 2000 Zeichen lang sein',
  leadRecordNotFound: 'Lead nicht gefunden',
  noteMissing: 'Bitte eine Notiz schreiben',
  assigneeUnknown: 'Diese Person gibt es nicht oder sie ist nicht aktiv',
  assigneeInvalid: "Zuständig: eine aktive Person, 'me' oder leer",
  cursorInvalid: 'Ungültiger Cursor',
  dateInvalid: 'Datum muss im Format JJJJ-MM-TT sein',
  countryInvalid: "Land muss 'DE', 'ES' oder 'FR' sein",
  moderationStateInvalid: "Zustand muss 'pending', 'published', 'rejected' oder 'merged' sein",
  entryNotFound: 'Eintrag nicht gefunden',
  boardTitleTooLong: 'Titel darf höchstens 120 Zeichen lang sein',
  rejectReasonMissing: 'Bitte einen Grund angeben',
  rejectReasonTooLong: 'Grund darf höchstens 1000 Zeichen lang sein',
  redactedTextMissing: 'Der Text darf nicht leer sein',
  mergeTargetInvalid: 'Ungültige Ziel-ID (erwartet eine UUID)',
  mergeTargetNotFound: 'Ziel-Eintrag nicht gefunden',
  mergeTargetNotPublished: 'Zusammenführen nur in einen veröffentlichten Eintrag',
  mergeIntoItself: 'Ein Eintrag kann nicht mit sich selbst zusammengeführt werden',
  publishNotAllowed: 'Nur wartende oder abgelehnte Einträge können veröffentlicht werden',
  rejectNotAllowed: 'Nur wartende oder veröffentlichte Einträge können abgelehnt werden',
  mergeNotAllowed: 'Nur wartende oder veröffentlichte Einträge können zusammengeführt werden',
  entryMerged: 'Der Eintrag wurde zusammengeführt und kann nicht mehr geändert werden',
  roadmapLinkNotAllowed:
    'Nur geplante Einträge oder Einträge in Arbeit können mit der Roadmap verknüpft werden',
  roadmapItemUnknown:
    'Diesen Roadmap-Eintrag gibt es nicht oder er ist nicht aktiv: wähle einen aktiven Eintrag der Roadmap',
} as const;

export type AdminMessageKey = keyof typeof adminMessages;
