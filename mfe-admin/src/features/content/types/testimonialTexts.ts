import type { testimonialMessages } from 'contracts/admin';
import type { ContentTypeApiTexts } from '../contentTexts';

/**
 * The testimonials page's own texts (the catalogs' `testimonials` block;
 * the words every content page shares are the `content` block's): its
 * fields' labels and hints, its list's words, `api`: its API's messages.
 */
const de = {
  caption: 'Kundenstimmen',
  intro:
    'Die Erfolgsgeschichten der Website. Neue Kundenstimmen sind inaktiv, bis du sie aktivierst. Änderungen sind sofort auf der Website.',
  filters: 'Kundenstimmen filtern',
  search: 'Suche (Name, Unternehmen oder Zitat)',
  name: 'Name',
  business: 'Unternehmen',
  quote: 'Zitat',
  industry: 'Branche',
  location: 'Ort',
  imageUrl: 'Bild-URL',
  imageUrlHint: 'Optional; http:// oder https://',
  country: 'Land',
  countryHint: 'Wo das Unternehmen ist: die Erfolgsgeschichten dieses Landes zeigen sie',
  languageHint: 'Die Sprache, in der sie geschrieben ist; ihre Texte sind Pflicht',
  removeQuestion: 'Kundenstimme „{{title}}“ endgültig löschen?',
  empty: 'Keine Kundenstimmen für diesen Filter.',
  createHeading: 'Neue Kundenstimme anlegen',
  create: 'Kundenstimme anlegen',
  created: 'Kundenstimme „{{name}}“ angelegt (inaktiv, bis du sie aktivierst).',
  removed: 'Kundenstimme gelöscht.',
  notFound: 'Diese Kundenstimme gibt es nicht (mehr).',
  api: {
    notFound: 'Kundenstimme nicht gefunden',
    imageUrlInvalid: 'Eine Adresse mit http:// oder https://, oder leer',
    countryInvalid: 'Bitte ein Land wählen (DE, ES, FR)',
    editedMeanwhile:
      'Diese Kundenstimme wurde inzwischen von jemand anderem geändert. Lade sie neu und prüfe die Änderungen, bevor du speicherst.',
    ownTextsMissing:
      'Die Texte in der eigenen Sprache fehlen: bitte mindestens das Zitat ausfüllen',
  } satisfies ContentTypeApiTexts<typeof testimonialMessages>,
};

export type TestimonialTexts = typeof de;

const es: TestimonialTexts = {
  caption: 'Testimonios',
  intro:
    'Las historias de éxito de la web. Los testimonios nuevos están inactivos hasta que los actives. Los cambios se ven al instante en la web.',
  filters: 'Filtrar testimonios',
  search: 'Buscar (nombre, empresa o cita)',
  name: 'Nombre',
  business: 'Empresa',
  quote: 'Cita',
  industry: 'Sector',
  location: 'Lugar',
  imageUrl: 'URL de la imagen',
  imageUrlHint: 'Opcional; http:// o https://',
  country: 'País',
  countryHint: 'Dónde está la empresa: lo muestran las historias de éxito de ese país',
  languageHint: 'El idioma en que está escrito; sus textos son obligatorios',
  removeQuestion: '¿Eliminar definitivamente el testimonio «{{title}}»?',
  empty: 'No hay testimonios con este filtro.',
  createHeading: 'Crear un testimonio',
  create: 'Crear testimonio',
  created: 'Testimonio «{{name}}» creado (inactivo hasta que lo actives).',
  removed: 'Testimonio eliminado.',
  notFound: 'Este testimonio no existe (o ya no existe).',
  api: {
    notFound: 'No se ha encontrado el testimonio',
    imageUrlInvalid: 'Una dirección con http:// o https://, o vacío',
    countryInvalid: 'Elige un país (DE, ES, FR)',
    editedMeanwhile:
      'Otra persona ha cambiado este testimonio mientras tanto. Vuelve a cargarlo y revisa los cambios antes de guardar.',
    ownTextsMissing: 'Faltan los textos del idioma propio: rellena al menos la cita',
  },
};

const fr: TestimonialTexts = {
  caption: 'Témoignages',
  intro:
    'Les histoires de réussite du site. Les nouveaux témoignages restent inactifs jusqu’à ce que tu les actives. Les modifications sont visibles tout de suite sur le site.',
  filters: 'Filtrer les témoignages',
  search: 'Recherche (nom, entreprise ou citation)',
  name: 'Nom',
  business: 'Entreprise',
  quote: 'Citation',
  industry: 'Secteur',
  location: 'Lieu',
  imageUrl: 'URL de l’image',
  imageUrlHint: 'Facultatif ; http:// ou https://',
  country: 'Pays',
  countryHint: 'Où se trouve l’entreprise : les histoires de réussite de ce pays l’affichent',
  languageHint: 'La langue dans laquelle il est écrit ; ses textes sont obligatoires',
  removeQuestion: 'Supprimer définitivement le témoignage « {{title}} » ?',
  empty: 'Aucun témoignage pour ce filtre.',
  createHeading: 'Créer un témoignage',
  create: 'Créer le témoignage',
  created: 'Témoignage « {{name}} » créé (inactif jusqu’à ce que tu l’actives).',
  removed: 'Témoignage supprimé.',
  notFound: 'Ce témoignage n’existe pas (ou plus).',
  api: {
    notFound: 'Témoignage introuvable',
    imageUrlInvalid: 'Une adresse en http:// ou https://, ou vide',
    countryInvalid: 'Choisis un pays (DE, ES, FR)',
    editedMeanwhile:
      'Quelqu’un d’autre a modifié ce témoignage entre-temps. Recharge-le et vérifie les modifications avant d’enregistrer.',
    ownTextsMissing: 'Les textes de la langue propre manquent : remplis au moins la citation',
  },
};

export const testimonialTexts = { de, es, fr };
