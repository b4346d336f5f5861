/**
 * The 'Web Vitals' page's texts (the catalogs' `vitals` block), kept with
 * the page (issue 39 §3).
 */
const de = {
  intro:
    'Ladezeit und Reaktionsfähigkeit der Seiten, gemessen bei echten Besuchen: ohne Cookie, ohne Kennung, nichts auf dem Gerät gespeichert. Gespeichert werden nur Summen pro Tag, Seite, Sprache und Geräteklasse.',
  p75Note:
    'p75: 75 % der gemessenen Seitenaufrufe waren höchstens so langsam. Die Messwerte liegen in Stufen vor (zum Beispiel 100 ms bei LCP, 0,01 bei CLS); angezeigt wird die obere Grenze der Stufe, in der 75 % erreicht werden.',
  thresholds:
    'Grenzwerte für „gut“ und „schlecht“: LCP 2,5 s und 4 s, INP 200 ms und 500 ms, CLS 0,1 und 0,25, FCP 1,8 s und 3 s, TTFB 0,8 s und 1,8 s.',
  filters: 'Zeitraum und Trend',
  period: 'Zeitraum',
  days: 'Letzte {{days}} Tage',
  metric: 'Metrik im Trend',
  apply: 'Anzeigen',
  reset: 'Zurücksetzen',
  empty: 'In diesem Zeitraum wurden noch keine Messungen gesendet.',
  pagesCaption: 'p75 pro Seite und Sprache vom {{from}} bis {{to}}',
  page: 'Seite',
  language: 'Sprache',
  samples: 'Messungen',
  noValue: 'keine Messung',
  ratingsTitle: 'Anteile gut, verbesserungswürdig und schlecht je Metrik (in %)',
  ratingsMetric: 'Metrik',
  ratings: {
    good: 'gut',
    needsImprovement: 'verbesserungswürdig',
    poor: 'schlecht',
  },
  trendTitle: 'p75 von {{metric}} pro Tag',
  trendSeries: 'p75 {{metric}} ({{unit}})',
  day: 'Tag',
  units: { ms: 'ms', score: 'Wert' },
};

export type VitalsTexts = typeof de;

const es: VitalsTexts = {
  intro:
    'Tiempo de carga y capacidad de respuesta de las páginas, medidos en visitas reales: sin cookie, sin identificador, nada guardado en el dispositivo. Solo se guardan sumas por día, página, idioma y tipo de dispositivo.',
  p75Note:
    'p75: el 75 % de las páginas medidas no fue más lento que esto. Los valores se guardan por tramos (por ejemplo 100 ms en LCP, 0,01 en CLS); se muestra el límite superior del tramo en el que se alcanza el 75 %.',
  thresholds:
    'Límites de «bueno» y «malo»: LCP 2,5 s y 4 s, INP 200 ms y 500 ms, CLS 0,1 y 0,25, FCP 1,8 s y 3 s, TTFB 0,8 s y 1,8 s.',
  filters: 'Periodo y tendencia',
  period: 'Periodo',
  days: 'Últimos {{days}} días',
  metric: 'Métrica de la tendencia',
  apply: 'Mostrar',
  reset: 'Restablecer',
  empty: 'Todavía no se han enviado mediciones en este periodo.',
  pagesCaption: 'p75 por página e idioma del {{from}} al {{to}}',
  page: 'Página',
  language: 'Idioma',
  samples: 'Mediciones',
  noValue: 'sin medición',
  ratingsTitle: 'Proporción buena, mejorable y mala por métrica (en %)',
  ratingsMetric: 'Métrica',
  ratings: {
    good: 'bueno',
    needsImprovement: 'mejorable',
    poor: 'malo',
  },
  trendTitle: 'p75 de {{metric}} por día',
  trendSeries: 'p75 {{metric}} ({{unit}})',
  day: 'Día',
  units: { ms: 'ms', score: 'valor' },
};

const fr: VitalsTexts = {
  intro:
    'Temps de chargement et réactivité des pages, mesurés lors de vraies visites\u202f: sans cookie, sans identifiant, rien n’est enregistré sur l’appareil. Seules des sommes par jour, page, langue et type d’appareil sont conservées.',
  p75Note:
    'p75\u202f: 75\u202f% des pages mesurées n’ont pas été plus lentes. Les valeurs sont classées par paliers (par exemple 100 ms pour le LCP, 0,01 pour le CLS)\u202f; la limite supérieure du palier où 75\u202f% sont atteints est affichée.',
  thresholds:
    'Seuils «\u202fbon\u202f» et «\u202fmauvais\u202f»\u202f: LCP 2,5 s et 4 s, INP 200 ms et 500 ms, CLS 0,1 et 0,25, FCP 1,8 s et 3 s, TTFB 0,8 s et 1,8 s.',
  filters: 'Période et tendance',
  period: 'Période',
  days: '{{days}} derniers jours',
  metric: 'Métrique de la tendance',
  apply: 'Afficher',
  reset: 'Réinitialiser',
  empty: 'Aucune mesure n’a encore été envoyée sur cette période.',
  pagesCaption: 'p75 par page et langue du {{from}} au {{to}}',
  page: 'Page',
  language: 'Langue',
  samples: 'Mesures',
  noValue: 'aucune mesure',
  ratingsTitle: 'Parts bonne, à améliorer et mauvaise par métrique (en\u202f%)',
  ratingsMetric: 'Métrique',
  ratings: {
    good: 'bon',
    needsImprovement: 'à améliorer',
    poor: 'mauvais',
  },
  trendTitle: 'p75 du {{metric}} par jour',
  trendSeries: 'p75 {{metric}} ({{unit}})',
  day: 'Jour',
  units: { ms: 'ms', score: 'valeur' },
};

export const vitalsTexts = { de, es, fr };
