/**
 * The diff's words (the catalogs' `diff` block): what screen readers hear
 * before a marked word (its colon with it: French spaces it), the summary of a record created or deleted, yes and no
 * for a switch.
 */
const de = {
  removed: 'entfernt:',
  added: 'hinzugefügt:',
  created: 'Angelegt mit: {{fields}}',
  deleted: 'Gelöscht, hatte: {{fields}}',
  yes: 'ja',
  no: 'nein',
};

export type DiffTexts = typeof de;

const es: DiffTexts = {
  removed: 'eliminado:',
  added: 'añadido:',
  created: 'Creado con: {{fields}}',
  deleted: 'Eliminado, tenía: {{fields}}',
  yes: 'sí',
  no: 'no',
};

const fr: DiffTexts = {
  removed: 'supprimé\u202f:',
  added: 'ajouté\u202f:',
  created: 'Créé avec\u202f: {{fields}}',
  deleted: 'Supprimé, avait\u202f: {{fields}}',
  yes: 'oui',
  no: 'non',
};

export const diffTexts = { de, es, fr };
