import type { translatedContentMessages } from 'contracts/admin';

/** The API's messages every content type shares (said here once), and the text rules' at a field. */
type SharedApiKey =
  | Exclude<keyof typeof translatedContentMessages, 'ownTextsMissing'>
  | 'activeInvalid'
  | 'fieldMissing'
  | 'fieldTooLong';

/**
 * The content pages' shared words (the catalogs' `content` block): what every
 * translated record's form says about its languages, and what every content
 * type's list and editor say (a type's own block may say it otherwise:
 * useContentMessages' blockText).
 */
const de = {
  translations: 'Texte je Sprache',
  translationsHint:
    'Die eigene Sprache ist Pflicht. Fehlt eine Übersetzung, zeigt die Website dort die Texte der eigenen Sprache.',
  ownLanguage: 'eigene Sprache',
  missing: 'Übersetzung fehlt',
  missingList: 'Übersetzungen fehlen: {{languages}}',
  complete: 'Alle Übersetzungen vorhanden',
  listHint: 'Ein Eintrag pro Zeile',
  orderOf: 'Reihenfolge: {{list}}',
  moveUp: '„{{entry}}“ nach oben',
  moveDown: '„{{entry}}“ nach unten',
  preview: 'Vorschau',
  previewIntro:
    'Die öffentliche Seite, wie sie nach dem Aktivieren aussieht (Link eine Stunde gültig, nur für dich):',
  previewLink: 'Vorschau für {{country}} ({{language}})',
  all: 'Alle',
  apply: 'Filtern',
  reset: 'Zurücksetzen',
  language: 'Eigene Sprache',
  status: 'Status',
  active: 'Aktiv',
  inactive: 'Inaktiv',
  translationsColumn: 'Übersetzungen',
  actions: 'Aktionen',
  activeField: 'Aktiv (auf der Website zeigen)',
  edit: 'Bearbeiten',
  editLabel: '{{title}} bearbeiten',
  activate: 'Aktivieren',
  deactivate: 'Deaktivieren',
  activateLabel: '{{title}} aktivieren',
  deactivateLabel: '{{title}} deaktivieren',
  remove: 'Löschen',
  removeLabel: '{{title}} löschen',
  confirmRemove: 'Endgültig löschen',
  editHeading: '{{title}} bearbeiten',
  save: 'Speichern',
  backToList: 'Zurück zur Liste',
  saved: 'Gespeichert. Die Website zeigt die Änderung sofort.',
  changedMeanwhile: 'Inzwischen geändert',
  reload: 'Neu laden und Änderungen prüfen',
  moved: 'Reihenfolge geändert – zum Übernehmen speichern.',
  versions: 'Versionen',
  noVersions: 'Noch keine Version gespeichert.',
  authorUnknown: 'vor Beginn des Verlaufs',
  currentVersion: 'aktuelle Version',
  restore: 'Diese Version wiederherstellen',
  restoreLabel: 'Diese Version wiederherstellen (vom {{when}})',
  api: {
    activeInvalid: 'Aktiv muss ja oder nein sein',
    textsInvalid: 'Die Texte sind unvollständig',
    languageInvalid: 'Sprache muss Deutsch, Spanisch oder Französisch sein',
    versionInvalid: 'Die Version fehlt. Lade die Seite neu.',
    fieldMissing: 'Bitte ausfüllen',
    fieldTooLong: 'Zu lang (höchstens {{max}} Zeichen)',
  } satisfies Record<SharedApiKey, string>,
};

export type ContentTexts = typeof de;

const es: ContentTexts = {
  translations: 'Textos por idioma',
  translationsHint:
    'El idioma propio es obligatorio. Si falta una traducción, la web muestra allí los textos del idioma propio.',
  ownLanguage: 'idioma propio',
  missing: 'Falta la traducción',
  missingList: 'Faltan traducciones: {{languages}}',
  complete: 'Todas las traducciones están',
  listHint: 'Una entrada por línea',
  orderOf: 'Orden: {{list}}',
  moveUp: 'Subir «{{entry}}»',
  moveDown: 'Bajar «{{entry}}»',
  preview: 'Vista previa',
  previewIntro:
    'La página pública tal como se verá al activarlo (enlace válido una hora, solo para ti):',
  previewLink: 'Vista previa para {{country}} ({{language}})',
  all: 'Todos',
  apply: 'Filtrar',
  reset: 'Restablecer',
  language: 'Idioma propio',
  status: 'Estado',
  active: 'Activo',
  inactive: 'Inactivo',
  translationsColumn: 'Traducciones',
  actions: 'Acciones',
  activeField: 'Activo (mostrar en la web)',
  edit: 'Editar',
  editLabel: 'Editar {{title}}',
  activate: 'Activar',
  deactivate: 'Desactivar',
  activateLabel: 'Activar {{title}}',
  deactivateLabel: 'Desactivar {{title}}',
  remove: 'Eliminar',
  removeLabel: 'Eliminar {{title}}',
  confirmRemove: 'Eliminar definitivamente',
  editHeading: 'Editar {{title}}',
  save: 'Guardar',
  backToList: 'Volver a la lista',
  saved: 'Guardado. La web muestra el cambio al instante.',
  changedMeanwhile: 'Modificado mientras tanto',
  reload: 'Volver a cargar y revisar los cambios',
  moved: 'Orden cambiado: guarda para aplicarlo.',
  versions: 'Versiones',
  noVersions: 'Todavía no hay ninguna versión guardada.',
  authorUnknown: 'antes del inicio del historial',
  currentVersion: 'versión actual',
  restore: 'Restaurar esta versión',
  restoreLabel: 'Restaurar esta versión (del {{when}})',
  api: {
    activeInvalid: 'Activo debe ser sí o no',
    textsInvalid: 'Los textos están incompletos',
    languageInvalid: 'El idioma debe ser alemán, español o francés',
    versionInvalid: 'Falta la versión. Vuelve a cargar la página.',
    fieldMissing: 'Rellena este campo',
    fieldTooLong: 'Demasiado largo (máximo {{max}} caracteres)',
  },
};

const fr: ContentTexts = {
  translations: 'Textes par langue',
  translationsHint:
    'La langue propre est obligatoire. S’il manque une traduction, le site y affiche les textes de la langue propre.',
  ownLanguage: 'langue propre',
  missing: 'Traduction manquante',
  missingList: 'Traductions manquantes : {{languages}}',
  complete: 'Toutes les traductions sont là',
  listHint: 'Une entrée par ligne',
  orderOf: 'Ordre : {{list}}',
  moveUp: 'Monter « {{entry}} »',
  moveDown: 'Descendre « {{entry}} »',
  preview: 'Aperçu',
  previewIntro:
    'La page publique telle qu’elle apparaîtra une fois activée (lien valable une heure, pour toi seul·e) :',
  previewLink: 'Aperçu pour {{country}} ({{language}})',
  all: 'Tous',
  apply: 'Filtrer',
  reset: 'Réinitialiser',
  language: 'Langue propre',
  status: 'Statut',
  active: 'Actif',
  inactive: 'Inactif',
  translationsColumn: 'Traductions',
  actions: 'Actions',
  activeField: 'Actif (afficher sur le site)',
  edit: 'Modifier',
  editLabel: 'Modifier {{title}}',
  activate: 'Activer',
  deactivate: 'Désactiver',
  activateLabel: 'Activer {{title}}',
  deactivateLabel: 'Désactiver {{title}}',
  remove: 'Supprimer',
  removeLabel: 'Supprimer {{title}}',
  confirmRemove: 'Supprimer définitivement',
  editHeading: 'Modifier {{title}}',
  save: 'Enregistrer',
  backToList: 'Retour à la liste',
  saved: 'Enregistré. Le site affiche la modification tout de suite.',
  changedMeanwhile: 'Modifié entre-temps',
  reload: 'Recharger et vérifier les modifications',
  moved: 'Ordre modifié : enregistre pour l’appliquer.',
  versions: 'Versions',
  noVersions: 'Aucune version enregistrée pour l’instant.',
  authorUnknown: 'avant le début de l’historique',
  currentVersion: 'version actuelle',
  restore: 'Restaurer cette version',
  restoreLabel: 'Restaurer cette version (du {{when}})',
  api: {
    activeInvalid: 'Actif doit être oui ou non',
    textsInvalid: 'Les textes sont incomplets',
    languageInvalid: 'La langue doit être l’allemand, l’espagnol ou le français',
    versionInvalid: 'La version manque. Recharge la page.',
    fieldMissing: 'Champ à remplir',
    fieldTooLong: 'Trop long ({{max}} caractères au maximum)',
  },
};

export const contentTexts = { de, es, fr };

/** A content type's own API messages as its block says them: the shared ones are said here. */
export type ContentTypeApiTexts<Messages> = Record<
  Exclude<keyof Messages | keyof typeof translatedContentMessages, SharedApiKey>,
  string
>;
