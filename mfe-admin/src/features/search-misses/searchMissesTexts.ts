/**
 * The 'Suchbegriffe ohne Treffer' page's texts (the catalogs' `searchMisses`
 * block), kept with the page (issue 40 §4).
 */
const de = {
  intro:
    'Wonach Besucher auf der Website gesucht und nichts gefunden haben: gezählt ohne Cookie und ohne Kennung, gespeichert werden nur der Suchbegriff (klein geschrieben, gekürzt), die Sprache und der Tag – 90 Tage lang.',
  hint: 'Ein häufiger Begriff ohne Treffer ist eine Lücke im Inhalt: ein neues E-Book, eine FAQ oder ein Glossar-Eintrag.',
  filters: 'Zeitraum',
  period: 'Zeitraum',
  days: 'Letzte {{days}} Tage',
  apply: 'Anzeigen',
  reset: 'Zurücksetzen',
  empty: 'In diesem Zeitraum blieb keine Suche ohne Treffer.',
  caption: 'Suchbegriffe ohne Treffer vom {{from}} bis {{to}}, die häufigsten zuerst',
  query: 'Suchbegriff',
  language: 'Sprache',
  count: 'Suchen',
  lastDay: 'Zuletzt',
};

export type SearchMissesTexts = typeof de;

const es: SearchMissesTexts = {
  intro:
    'Lo que los visitantes buscaron en la web sin encontrar nada: contado sin cookie y sin identificador; solo se guardan el término (en minúsculas, recortado), el idioma y el día, durante 90 días.',
  hint: 'Un término frecuente sin resultados es un hueco en el contenido: un nuevo e-book, una FAQ o una entrada del glosario.',
  filters: 'Periodo',
  period: 'Periodo',
  days: 'Últimos {{days}} días',
  apply: 'Mostrar',
  reset: 'Restablecer',
  empty: 'En este periodo ninguna búsqueda se quedó sin resultados.',
  caption: 'Términos sin resultados del {{from}} al {{to}}, los más frecuentes primero',
  query: 'Término',
  language: 'Idioma',
  count: 'Búsquedas',
  lastDay: 'Última vez',
};

const fr: SearchMissesTexts = {
  intro:
    'Ce que les visiteurs ont cherché sur le site sans rien trouver : compté sans cookie ni identifiant ; seuls le terme (en minuscules, tronqué), la langue et le jour sont gardés, pendant 90 jours.',
  hint: 'Un terme fréquent sans résultat est un manque dans le contenu : un nouvel e-book, une FAQ ou une entrée du glossaire.',
  filters: 'Période',
  period: 'Période',
  days: '{{days}} derniers jours',
  apply: 'Afficher',
  reset: 'Réinitialiser',
  empty: 'Aucune recherche n’est restée sans résultat sur cette période.',
  caption: 'Termes sans résultat du {{from}} au {{to}}, les plus fréquents d’abord',
  query: 'Terme',
  language: 'Langue',
  count: 'Recherches',
  lastDay: 'Dernière fois',
};

export const searchMissesTexts = { de, es, fr };
