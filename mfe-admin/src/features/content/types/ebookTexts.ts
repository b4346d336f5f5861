import type { ebookMessages } from 'contracts/admin';
import type { ContentTypeApiTexts } from '../contentTexts';

/**
 * The e-books page's own texts (the catalogs' `ebooks` block; the words
 * every content page shares are the `content` block's). The API's German
 * messages have their own words in es and fr (`api`; `{{title}}`: the
 * e-book that already has the slug or numeric id).
 */
const de = {
  caption: 'E-Books',
  intro:
    'Neue E-Books sind inaktiv, bis du sie aktivierst: prüfe sie vorher in der Vorschau. Änderungen sind sofort auf der Website.',
  filters: 'E-Books filtern',
  search: 'Suche (Titel oder Slug)',
  title: 'Titel',
  slug: 'Slug',
  slugHint: 'Teil der Adresse: Kleinbuchstaben, Ziffern, Bindestriche',
  numericId: 'Numerische ID',
  numericIdHint: 'Optional; kurze Adresse des E-Books (…-42)',
  category: 'Kategorie',
  categoryHint: 'Schlüssel der Download-Zählung, z. B. Instagram',
  categoryLabel: 'Kategorie-Name',
  description: 'Beschreibung',
  highlights: 'Das erwartet dich (Stichpunkte)',
  googleSlidesUrl: 'Folien-URL (Google Slides)',
  gradientType: 'Farbverlauf des Covers',
  countries: 'Länder',
  countriesHint: 'Wo die Website das E-Book anbietet',
  languageHint: 'Die Sprache, in der es geschrieben ist; ihre Texte sind Pflicht',
  downloads: 'Downloads',
  activeField: 'Aktiv (auf der Website anbieten)',
  removeQuestion: 'E-Book „{{title}}“ endgültig löschen?',
  empty: 'Keine E-Books für diesen Filter.',
  createHeading: 'Neues E-Book anlegen',
  create: 'E-Book anlegen',
  created: 'E-Book „{{name}}“ angelegt (inaktiv, bis du es aktivierst).',
  removed: 'E-Book gelöscht.',
  notFound: 'Dieses E-Book gibt es nicht (mehr).',
  api: {
    notFound: 'E-Book nicht gefunden',
    slugInvalid: 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche (z. B. instagram-tipps)',
    slugTaken: 'Diesen Slug hat schon das E-Book „{{title}}“',
    numericIdInvalid: 'Eine ganze Zahl von 1 bis 2147483647, oder leer',
    numericIdTaken: 'Diese numerische ID hat schon das E-Book „{{title}}“',
    urlInvalid: 'Eine Adresse mit http:// oder https://',
    gradientInvalid: 'Bitte einen der Farbverläufe wählen',
    countriesInvalid: 'Mindestens ein Land wählen (DE, ES, FR)',
    highlightsInvalid: 'Höchstens 20 Stichpunkte, je eine Zeile',
    editedMeanwhile:
      'Dieses E-Book wurde inzwischen von jemand anderem geändert. Lade es neu und prüfe die Änderungen, bevor du speicherst.',
    hasDownloads:
      'Dieses E-Book wurde schon {{count}}-mal heruntergeladen und kann nicht gelöscht werden. Deaktiviere es stattdessen; seine Zahlen bleiben erhalten.',
    previewInvalid: 'Vorschau-Link ungültig oder abgelaufen',
    ownTextsMissing:
      'Die Texte in der eigenen Sprache fehlen: bitte mindestens den Titel ausfüllen',
  } satisfies ContentTypeApiTexts<typeof ebookMessages>,
};

export type EbookTexts = typeof de;

const es: EbookTexts = {
  caption: 'E-books',
  intro:
    'Los e-books nuevos están inactivos hasta que los actives: revísalos antes en la vista previa. Los cambios se ven al instante en la web.',
  filters: 'Filtrar e-books',
  search: 'Buscar (título o slug)',
  title: 'Título',
  slug: 'Slug',
  slugHint: 'Parte de la dirección: minúsculas, cifras, guiones',
  numericId: 'ID numérico',
  numericIdHint: 'Opcional; dirección corta del e-book (…-42)',
  category: 'Categoría',
  categoryHint: 'Clave del recuento de descargas, p. ej. Instagram',
  categoryLabel: 'Nombre de la categoría',
  description: 'Descripción',
  highlights: 'Lo que aprenderás (puntos)',
  googleSlidesUrl: 'URL de las diapositivas (Google Slides)',
  gradientType: 'Degradado de la portada',
  countries: 'Países',
  countriesHint: 'Dónde ofrece la web el e-book',
  languageHint: 'El idioma en que está escrito; sus textos son obligatorios',
  downloads: 'Descargas',
  activeField: 'Activo (ofrecer en la web)',
  removeQuestion: '¿Eliminar definitivamente el e-book «{{title}}»?',
  empty: 'No hay e-books con este filtro.',
  createHeading: 'Crear un e-book',
  create: 'Crear e-book',
  created: 'E-book «{{name}}» creado (inactivo hasta que lo actives).',
  removed: 'E-book eliminado.',
  notFound: 'Este e-book no existe (o ya no existe).',
  api: {
    notFound: 'No se ha encontrado el e-book',
    slugInvalid: 'Solo minúsculas, cifras y guiones sueltos (p. ej. consejos-instagram)',
    slugTaken: 'Este slug ya lo tiene el e-book «{{title}}»',
    numericIdInvalid: 'Un número entero de 1 a 2147483647, o vacío',
    numericIdTaken: 'Este ID numérico ya lo tiene el e-book «{{title}}»',
    urlInvalid: 'Una dirección con http:// o https://',
    gradientInvalid: 'Elige uno de los degradados',
    countriesInvalid: 'Elige al menos un país (DE, ES, FR)',
    highlightsInvalid: 'Como máximo 20 puntos, uno por línea',
    editedMeanwhile:
      'Otra persona ha cambiado este e-book mientras tanto. Vuelve a cargarlo y revisa los cambios antes de guardar.',
    hasDownloads:
      'Este e-book ya se ha descargado {{count}} veces y no se puede eliminar. Desactívalo en su lugar; sus cifras se conservan.',
    previewInvalid: 'Enlace de vista previa no válido o caducado',
    ownTextsMissing: 'Faltan los textos del idioma propio: rellena al menos el título',
  },
};

const fr: EbookTexts = {
  caption: 'E-books',
  intro:
    'Les nouveaux e-books restent inactifs jusqu’à ce que tu les actives : vérifie-les d’abord dans l’aperçu. Les modifications sont visibles tout de suite sur le site.',
  filters: 'Filtrer les e-books',
  search: 'Recherche (titre ou slug)',
  title: 'Titre',
  slug: 'Slug',
  slugHint: 'Partie de l’adresse : minuscules, chiffres, tirets',
  numericId: 'ID numérique',
  numericIdHint: 'Facultatif ; adresse courte de l’e-book (…-42)',
  category: 'Catégorie',
  categoryHint: 'Clé du comptage des téléchargements, p. ex. Instagram',
  categoryLabel: 'Nom de la catégorie',
  description: 'Description',
  highlights: 'Ce que tu vas apprendre (points)',
  googleSlidesUrl: 'URL des diapositives (Google Slides)',
  gradientType: 'Dégradé de la couverture',
  countries: 'Pays',
  countriesHint: 'Où le site propose l’e-book',
  languageHint: 'La langue dans laquelle il est écrit ; ses textes sont obligatoires',
  downloads: 'Téléchargements',
  activeField: 'Actif (proposer sur le site)',
  removeQuestion: 'Supprimer définitivement l’e-book « {{title}} » ?',
  empty: 'Aucun e-book pour ce filtre.',
  createHeading: 'Créer un e-book',
  create: 'Créer l’e-book',
  created: 'E-book « {{name}} » créé (inactif jusqu’à ce que tu l’actives).',
  removed: 'E-book supprimé.',
  notFound: 'Cet e-book n’existe pas (ou plus).',
  api: {
    notFound: 'E-book introuvable',
    slugInvalid: 'Uniquement minuscules, chiffres et tirets simples (p. ex. conseils-instagram)',
    slugTaken: 'Ce slug appartient déjà à l’e-book « {{title}} »',
    numericIdInvalid: 'Un nombre entier de 1 à 2147483647, ou vide',
    numericIdTaken: 'Cet ID numérique appartient déjà à l’e-book « {{title}} »',
    urlInvalid: 'Une adresse en http:// ou https://',
    gradientInvalid: 'Choisis l’un des dégradés',
    countriesInvalid: 'Choisis au moins un pays (DE, ES, FR)',
    highlightsInvalid: '20 points au maximum, un par ligne',
    editedMeanwhile:
      'Quelqu’un d’autre a modifié cet e-book entre-temps. Recharge-le et vérifie les modifications avant d’enregistrer.',
    hasDownloads:
      'Cet e-book a déjà été téléchargé {{count}} fois et ne peut pas être supprimé. Désactive-le plutôt ; ses chiffres sont conservés.',
    previewInvalid: 'Lien d’aperçu invalide ou expiré',
    ownTextsMissing: 'Les textes de la langue propre manquent : remplis au moins le titre',
  },
};

export const ebookTexts = { de, es, fr };
