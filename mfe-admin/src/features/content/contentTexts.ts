/**
 * What every translated record's form says about its languages (the
 * catalogs' `content` block), kept with the shared fields.
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
};

export const contentTexts = { de, es, fr };
