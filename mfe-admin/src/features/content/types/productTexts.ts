import type { productMessages } from 'contracts/admin';
import type { ContentTypeApiTexts } from '../contentTexts';

/**
 * The products page's own texts (the catalogs' `products` block; the words
 * every content page shares are the `content` block's). The API's German
 * messages have their own words in es and fr (`api`; `{{name}}`,
 * `{{brand}}`: the product that already has the slug).
 */
const de = {
  caption: 'Produkte',
  intro:
    'Produkte beider Marken. Neue Produkte sind inaktiv, bis du sie aktivierst. Änderungen sind sofort auf der Website.',
  filters: 'Produkte filtern',
  search: 'Suche (Name oder Slug)',
  name: 'Name',
  slug: 'Slug',
  slugHint: 'Teil der Adresse: Kleinbuchstaben, Ziffern, Bindestriche; über beide Marken eindeutig',
  brand: 'Marke',
  shortDescription: 'Kurzbeschreibung',
  longDescription: 'Beschreibung',
  features: 'Merkmale',
  ctaText: 'CTA-Text',
  ctaLink: 'CTA-Link',
  ctaLinkHint: 'Ein Pfad der Website (/kontakt) oder eine https://-Adresse',
  imageUrl: 'Bild-URL',
  imageUrlHint: 'Optional; http:// oder https://',
  countries: 'Länder',
  countriesHint: 'Wo die Website das Produkt zeigt',
  priceDE: 'Preis Deutschland (€)',
  priceES: 'Preis Spanien (€)',
  priceFR: 'Preis Frankreich (€)',
  priceHint: 'Ab-Preis pro Monat, z. B. 19,90; leer: kein Preis',
  languageHint: 'Die Sprache, in der es geschrieben ist; ihre Texte sind Pflicht',
  removeQuestion: 'Produkt „{{title}}“ endgültig löschen?',
  empty: 'Keine Produkte für diesen Filter.',
  createHeading: 'Neues Produkt anlegen',
  create: 'Produkt anlegen',
  created: 'Produkt „{{name}}“ angelegt (inaktiv, bis du es aktivierst).',
  removed: 'Produkt gelöscht.',
  notFound: 'Dieses Produkt gibt es nicht (mehr).',
  api: {
    notFound: 'Produkt nicht gefunden',
    slugInvalid: 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche (z. B. kassensystem)',
    slugTaken: 'Diesen Slug hat schon das Produkt „{{name}}“ ({{brand}})',
    brandInvalid: 'Bitte eine der Marken wählen',
    imageUrlInvalid: 'Eine Adresse mit http:// oder https://, oder leer',
    ctaLinkInvalid:
      'Ein Pfad der Website (beginnt mit /, z. B. /kontakt) oder eine https://-Adresse',
    countriesInvalid: 'Mindestens ein Land wählen (DE, ES, FR)',
    featuresInvalid: 'Höchstens 20 Merkmale, je eine Zeile',
    priceInvalid: 'Ein Betrag in Euro pro Monat wie 19,90 (höchstens 99999,99), oder leer',
    editedMeanwhile:
      'Dieses Produkt wurde inzwischen von jemand anderem geändert. Lade es neu und prüfe die Änderungen, bevor du speicherst.',
    hasContactRequests:
      'Zu diesem Produkt gibt es schon {{count}} Kontaktanfragen; es kann nicht gelöscht werden. Deaktiviere es stattdessen.',
    ownTextsMissing:
      'Die Texte in der eigenen Sprache fehlen: bitte mindestens den Namen ausfüllen',
  } satisfies ContentTypeApiTexts<typeof productMessages>,
};

export type ProductTexts = typeof de;

const es: ProductTexts = {
  caption: 'Productos',
  intro:
    'Productos de ambas marcas. Los productos nuevos están inactivos hasta que los actives. Los cambios se ven al instante en la web.',
  filters: 'Filtrar productos',
  search: 'Buscar (nombre o slug)',
  name: 'Nombre',
  slug: 'Slug',
  slugHint: 'Parte de la dirección: minúsculas, cifras, guiones; único en ambas marcas',
  brand: 'Marca',
  shortDescription: 'Descripción breve',
  longDescription: 'Descripción',
  features: 'Características',
  ctaText: 'Texto del CTA',
  ctaLink: 'Enlace del CTA',
  ctaLinkHint: 'Una ruta de la web (/kontakt) o una dirección https://',
  imageUrl: 'URL de la imagen',
  imageUrlHint: 'Opcional; http:// o https://',
  countries: 'Países',
  countriesHint: 'Dónde muestra la web el producto',
  priceDE: 'Precio Alemania (€)',
  priceES: 'Precio España (€)',
  priceFR: 'Precio Francia (€)',
  priceHint: 'Precio mínimo al mes, p. ej. 19,90; vacío: sin precio',
  languageHint: 'El idioma en que está escrito; sus textos son obligatorios',
  removeQuestion: '¿Eliminar definitivamente el producto «{{title}}»?',
  empty: 'No hay productos con este filtro.',
  createHeading: 'Crear un producto',
  create: 'Crear producto',
  created: 'Producto «{{name}}» creado (inactivo hasta que lo actives).',
  removed: 'Producto eliminado.',
  notFound: 'Este producto no existe (o ya no existe).',
  api: {
    notFound: 'No se ha encontrado el producto',
    slugInvalid: 'Solo minúsculas, cifras y guiones sueltos (p. ej. caja-registradora)',
    slugTaken: 'Este slug ya lo tiene el producto «{{name}}» ({{brand}})',
    brandInvalid: 'Elige una de las marcas',
    imageUrlInvalid: 'Una dirección con http:// o https://, o vacío',
    ctaLinkInvalid: 'Una ruta de la web (empieza por /, p. ej. /kontakt) o una dirección https://',
    countriesInvalid: 'Elige al menos un país (DE, ES, FR)',
    featuresInvalid: 'Como máximo 20 características, una por línea',
    priceInvalid: 'Un importe en euros al mes como 19,90 (como máximo 99999,99), o vacío',
    editedMeanwhile:
      'Otra persona ha cambiado este producto mientras tanto. Vuelve a cargarlo y revisa los cambios antes de guardar.',
    hasContactRequests:
      'Este producto ya tiene {{count}} solicitudes de contacto y no se puede eliminar. Desactívalo en su lugar.',
    ownTextsMissing: 'Faltan los textos del idioma propio: rellena al menos el nombre',
  },
};

const fr: ProductTexts = {
  caption: 'Produits',
  intro:
    'Produits des deux marques. Les nouveaux produits restent inactifs jusqu’à ce que tu les actives. Les modifications sont visibles tout de suite sur le site.',
  filters: 'Filtrer les produits',
  search: 'Recherche (nom ou slug)',
  name: 'Nom',
  slug: 'Slug',
  slugHint: 'Partie de l’adresse : minuscules, chiffres, tirets ; unique pour les deux marques',
  brand: 'Marque',
  shortDescription: 'Description courte',
  longDescription: 'Description',
  features: 'Caractéristiques',
  ctaText: 'Texte du CTA',
  ctaLink: 'Lien du CTA',
  ctaLinkHint: 'Un chemin du site (/kontakt) ou une adresse https://',
  imageUrl: 'URL de l’image',
  imageUrlHint: 'Facultatif ; http:// ou https://',
  countries: 'Pays',
  countriesHint: 'Où le site affiche le produit',
  priceDE: 'Prix Allemagne (€)',
  priceES: 'Prix Espagne (€)',
  priceFR: 'Prix France (€)',
  priceHint: 'Prix mensuel minimum, p. ex. 19,90 ; vide : pas de prix',
  languageHint: 'La langue dans laquelle il est écrit ; ses textes sont obligatoires',
  removeQuestion: 'Supprimer définitivement le produit « {{title}} » ?',
  empty: 'Aucun produit pour ce filtre.',
  createHeading: 'Créer un produit',
  create: 'Créer le produit',
  created: 'Produit « {{name}} » créé (inactif jusqu’à ce que tu l’actives).',
  removed: 'Produit supprimé.',
  notFound: 'Ce produit n’existe pas (ou plus).',
  api: {
    notFound: 'Produit introuvable',
    slugInvalid: 'Uniquement minuscules, chiffres et tirets simples (p. ex. caisse-enregistreuse)',
    slugTaken: 'Ce slug appartient déjà au produit « {{name}} » ({{brand}})',
    brandInvalid: 'Choisis l’une des marques',
    imageUrlInvalid: 'Une adresse en http:// ou https://, ou vide',
    ctaLinkInvalid: 'Un chemin du site (commence par /, p. ex. /kontakt) ou une adresse https://',
    countriesInvalid: 'Choisis au moins un pays (DE, ES, FR)',
    featuresInvalid: '20 caractéristiques au maximum, une par ligne',
    priceInvalid: 'Un montant en euros par mois comme 19,90 (99999,99 au maximum), ou vide',
    editedMeanwhile:
      'Quelqu’un d’autre a modifié ce produit entre-temps. Recharge-le et vérifie les modifications avant d’enregistrer.',
    hasContactRequests:
      'Ce produit a déjà {{count}} demandes de contact et ne peut pas être supprimé. Désactive-le plutôt.',
    ownTextsMissing: 'Les textes de la langue propre manquent : remplis au moins le nom',
  },
};

export const productTexts = { de, es, fr };
