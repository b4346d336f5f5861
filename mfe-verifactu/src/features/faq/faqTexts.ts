import { pageTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';

/**
 * The FAQ page: the catalog's `faq` block, kept with the page so that it
 * loads with the page's chunk. Its title, description and heading stay in
 * texts/: the head, the menu and the breadcrumbs need them without the page.
 */
const de = {
  lead: 'Die wichtigsten Antworten kurz und verständlich.',
  loading: 'Lade FAQs...',
  empty: 'Noch keine FAQs verfügbar.',
  error: 'Die FAQs konnten gerade nicht geladen werden.',
  retry: 'Erneut versuchen',
  previewNote:
    'Vorschau: Diese Frage ist nur über den Vorschau-Link aus der Konsole zu sehen, bis sie aktiviert ist.',
  previewInvalid: 'Vorschau-Link ungültig oder abgelaufen.',
};
const es: typeof de = {
  lead: 'Las respuestas más importantes, breves y claras.',
  loading: 'Cargando preguntas frecuentes...',
  empty: 'Todavía no hay preguntas frecuentes.',
  error: 'No se han podido cargar las preguntas frecuentes.',
  retry: 'Reintentar',
  previewNote:
    'Vista previa: esta pregunta solo se ve con el enlace de vista previa de la consola hasta que se active.',
  previewInvalid: 'Enlace de vista previa no válido o caducado.',
};
const fr: typeof de = {
  lead: 'Les réponses essentielles, courtes et claires.',
  loading: 'Chargement des FAQ...',
  empty: 'Aucune FAQ disponible pour le moment.',
  error: 'Les FAQ n’ont pas pu être chargées.',
  retry: 'Réessayer',
  previewNote:
    'Aperçu : cette question n’est visible qu’avec le lien d’aperçu de la console tant qu’elle n’est pas activée.',
  previewInvalid: 'Lien d’aperçu invalide ou expiré.',
};

export const faqTexts = pageTexts(verifactuTexts, 'faq', { de, es, fr });
