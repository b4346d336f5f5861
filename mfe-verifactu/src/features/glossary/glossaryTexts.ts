import { pageTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';

/**
 * The glossary: the catalog's `glossary` block, kept with the page so that it
 * loads with the page's chunk. Its title, description and heading stay in
 * texts/: the head, the menu and the breadcrumbs need them without the page.
 */
const de = {
  lead: 'Die wichtigsten Begriffe rund um Verifactu, von A bis Z.',
  loading: 'Lade Glossar...',
  empty: 'Noch keine Glossar-Einträge verfügbar.',
  error: 'Das Glossar konnte gerade nicht geladen werden.',
  retry: 'Erneut versuchen',
  previewNote:
    'Vorschau: Dieser Begriff ist nur über den Vorschau-Link aus der Konsole zu sehen, bis er aktiviert ist.',
  previewInvalid: 'Vorschau-Link ungültig oder abgelaufen.',
  searchLabel: 'Begriff suchen',
  searchPlaceholder: 'z. B. QR oder AEAT',
  searchSubmit: 'Suchen',
  count: '{{shown}} von {{total}} Begriffen',
  noMatch: 'Kein Begriff passt zu „{{query}}“.',
};
const es: typeof de = {
  lead: 'Los términos más importantes de Verifactu, de la A a la Z.',
  loading: 'Cargando glosario...',
  empty: 'Todavía no hay entradas en el glosario.',
  error: 'No se ha podido cargar el glosario.',
  retry: 'Reintentar',
  previewNote:
    'Vista previa: este término solo se ve con el enlace de vista previa de la consola hasta que se active.',
  previewInvalid: 'Enlace de vista previa no válido o caducado.',
  searchLabel: 'Buscar un término',
  searchPlaceholder: 'p. ej. QR o AEAT',
  searchSubmit: 'Buscar',
  count: '{{shown}} de {{total}} términos',
  noMatch: 'Ningún término coincide con «{{query}}».',
};
const fr: typeof de = {
  lead: 'Les termes essentiels de Verifactu, de A à Z.',
  loading: 'Chargement du glossaire...',
  empty: 'Aucune entrée de glossaire pour le moment.',
  error: 'Le glossaire n’a pas pu être chargé.',
  retry: 'Réessayer',
  previewNote:
    'Aperçu : ce terme n’est visible qu’avec le lien d’aperçu de la console tant qu’il n’est pas activé.',
  previewInvalid: 'Lien d’aperçu invalide ou expiré.',
  searchLabel: 'Rechercher un terme',
  searchPlaceholder: 'p. ex. QR ou AEAT',
  searchSubmit: 'Rechercher',
  count: '{{shown}} sur {{total}} termes',
  noMatch: 'Aucun terme ne correspond à « {{query}} ».',
};

export const glossaryTexts = pageTexts(verifactuTexts, 'glossary', { de, es, fr });
