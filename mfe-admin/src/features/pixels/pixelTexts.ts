import type { pixelMessages } from 'contracts/admin';

type PixelMessageKey = keyof typeof pixelMessages;

/**
 * The pixels page's texts (the catalogs' `pixels` block), kept with the
 * page. The German API messages have their own words in es and fr (`api`).
 */
const de = {
  caption: 'Tracking-Pixel',
  intro:
    'Ein aktiver Pixel läuft auf jeder öffentlichen Seite, sobald die besuchende Person seiner Kategorie zustimmt.',
  name: 'Name',
  vendor: 'Anbieter',
  type: 'Typ',
  typeHint: 'Zum Beispiel analytics oder advertising',
  category: 'Kategorie',
  categories: { statistics: 'Statistik', marketing: 'Marketing' },
  position: 'Position',
  positions: { head: 'Im <head>', body: 'Am Ende von <body>' },
  status: 'Status',
  active: 'Aktiv',
  inactive: 'Inaktiv',
  actions: 'Aktionen',
  edit: 'Bearbeiten',
  editLabel: '{{name}} bearbeiten',
  activate: 'Aktivieren',
  deactivate: 'Deaktivieren',
  activateLabel: '{{name}} aktivieren',
  deactivateLabel: '{{name}} deaktivieren',
  empty: 'Noch keine Tracking-Pixel.',
  script: 'Skript (JavaScript, ohne <script>-Tag)',
  origins: 'Erlaubte Adressen (https, eine pro Zeile)',
  originsHint:
    'Nur zu diesen https-Adressen dürfen die Seiten Verbindungen aufbauen, Bilder und Frames laden, z. B. https://www.googletagmanager.com oder https://*.google-analytics.com.',
  scriptWarning:
    'Achtung: Dieses Skript läuft auf jeder öffentlichen Seite, für jede besuchende Person, die der gewählten Kategorie zustimmt. Füge nur Code ein, dem du vertraust.',
  activeField: 'Aktiv (auf der Website ausliefern)',
  createHeading: 'Neuen Tracking-Pixel anlegen',
  create: 'Pixel anlegen',
  editHeading: '{{name}} bearbeiten',
  save: 'Speichern',
  backToList: 'Zurück zur Liste',
  diffHeading: 'Änderung am Skript prüfen',
  diffIntro:
    'So ändert sich das Skript gegenüber der gespeicherten Fassung. Es läuft nach dem Speichern auf jeder öffentlichen Seite.',
  diffCaption: 'Zeilen des Skripts: entfernt (−), hinzugefügt (+), unverändert',
  removedLine: 'entfernt',
  addedLine: 'hinzugefügt',
  confirmSave: 'Änderung speichern',
  cancel: 'Abbrechen',
  remove: 'Löschen',
  removeLabel: '{{name}} löschen',
  removeQuestion: 'Tracking-Pixel „{{name}}“ endgültig löschen?',
  confirmRemove: 'Endgültig löschen',
  created: 'Tracking-Pixel „{{name}}“ angelegt (inaktiv, bis du ihn aktivierst).',
  saved: 'Gespeichert. Die Website zeigt die Änderung innerhalb von Sekunden.',
  removed: 'Tracking-Pixel gelöscht.',
  notFound: 'Diesen Tracking-Pixel gibt es nicht (mehr).',
  api: {
    notFound: 'Tracking-Pixel nicht gefunden',
    categoryInvalid: 'Kategorie muss Statistik oder Marketing sein',
    positionInvalid: 'Position muss head oder body sein',
    activeInvalid: 'Aktiv muss ja oder nein sein',
    versionInvalid: 'Die Version fehlt. Lade die Seite neu.',
    originInvalid:
      'Je Zeile eine https-Adresse ohne Pfad, z. B. https://www.googletagmanager.com',
    originsTooMany: 'Höchstens 20 Adressen',
    editedMeanwhile:
      'Dieser Pixel wurde inzwischen von jemand anderem geändert. Lade ihn neu und prüfe die Änderungen, bevor du speicherst.',
  } satisfies Record<PixelMessageKey, string>,
};

export type PixelTexts = typeof de;

const es: PixelTexts = {
  caption: 'Píxeles de seguimiento',
  intro:
    'Un píxel activo se ejecuta en todas las páginas públicas en cuanto el visitante acepta su categoría.',
  name: 'Nombre',
  vendor: 'Proveedor',
  type: 'Tipo',
  typeHint: 'Por ejemplo, analytics o advertising',
  category: 'Categoría',
  categories: { statistics: 'Estadística', marketing: 'Marketing' },
  position: 'Posición',
  positions: { head: 'En el <head>', body: 'Al final del <body>' },
  status: 'Estado',
  active: 'Activo',
  inactive: 'Inactivo',
  actions: 'Acciones',
  edit: 'Editar',
  editLabel: 'Editar {{name}}',
  activate: 'Activar',
  deactivate: 'Desactivar',
  activateLabel: 'Activar {{name}}',
  deactivateLabel: 'Desactivar {{name}}',
  empty: 'Todavía no hay píxeles de seguimiento.',
  script: 'Script (JavaScript, sin la etiqueta <script>)',
  origins: 'Direcciones permitidas (https, una por línea)',
  originsHint:
    'Las páginas solo se conectan, cargan imágenes y frames desde estas direcciones https, p. ej. https://www.googletagmanager.com o https://*.google-analytics.com.',
  scriptWarning:
    'Atención: este script se ejecuta en todas las páginas públicas para cada visitante que acepte la categoría elegida. Pega solo código en el que confíes.',
  activeField: 'Activo (publicar en la web)',
  createHeading: 'Crear un píxel de seguimiento',
  create: 'Crear píxel',
  editHeading: 'Editar {{name}}',
  save: 'Guardar',
  backToList: 'Volver a la lista',
  diffHeading: 'Revisa el cambio del script',
  diffIntro:
    'Así cambia el script respecto a la versión guardada. Tras guardarlo, se ejecuta en todas las páginas públicas.',
  diffCaption: 'Líneas del script: eliminadas (−), añadidas (+), sin cambios',
  removedLine: 'eliminada',
  addedLine: 'añadida',
  confirmSave: 'Guardar el cambio',
  cancel: 'Cancelar',
  remove: 'Eliminar',
  removeLabel: 'Eliminar {{name}}',
  removeQuestion: '¿Eliminar definitivamente el píxel «{{name}}»?',
  confirmRemove: 'Eliminar definitivamente',
  created: 'Píxel «{{name}}» creado (inactivo hasta que lo actives).',
  saved: 'Guardado. La web mostrará el cambio en unos segundos.',
  removed: 'Píxel eliminado.',
  notFound: 'Este píxel no existe (o ya no existe).',
  api: {
    notFound: 'No se ha encontrado el píxel',
    categoryInvalid: 'La categoría debe ser Estadística o Marketing',
    positionInvalid: 'La posición debe ser head o body',
    activeInvalid: 'Activo debe ser sí o no',
    versionInvalid: 'Falta la versión. Vuelve a cargar la página.',
    originInvalid:
      'Una dirección https por línea, sin ruta, p. ej. https://www.googletagmanager.com',
    originsTooMany: 'Como máximo 20 direcciones',
    editedMeanwhile:
      'Otra persona ha cambiado este píxel mientras tanto. Vuelve a cargarlo y revisa los cambios antes de guardar.',
  },
};

const fr: PixelTexts = {
  caption: 'Pixels de suivi',
  intro:
    'Un pixel actif s’exécute sur toutes les pages publiques dès que le visiteur accepte sa catégorie.',
  name: 'Nom',
  vendor: 'Fournisseur',
  type: 'Type',
  typeHint: 'Par exemple analytics ou advertising',
  category: 'Catégorie',
  categories: { statistics: 'Statistiques', marketing: 'Marketing' },
  position: 'Position',
  positions: { head: 'Dans le <head>', body: 'À la fin du <body>' },
  status: 'Statut',
  active: 'Actif',
  inactive: 'Inactif',
  actions: 'Actions',
  edit: 'Modifier',
  editLabel: 'Modifier {{name}}',
  activate: 'Activer',
  deactivate: 'Désactiver',
  activateLabel: 'Activer {{name}}',
  deactivateLabel: 'Désactiver {{name}}',
  empty: 'Aucun pixel de suivi pour l’instant.',
  script: 'Script (JavaScript, sans la balise <script>)',
  origins: 'Adresses autorisées (https, une par ligne)',
  originsHint:
    'Les pages ne se connectent, ne chargent d’images et de cadres que depuis ces adresses https, p. ex. https://www.googletagmanager.com ou https://*.google-analytics.com.',
  scriptWarning:
    'Attention : ce script s’exécute sur toutes les pages publiques, pour chaque visiteur qui accepte la catégorie choisie. N’ajoute que du code en qui tu as confiance.',
  activeField: 'Actif (diffuser sur le site)',
  createHeading: 'Créer un pixel de suivi',
  create: 'Créer le pixel',
  editHeading: 'Modifier {{name}}',
  save: 'Enregistrer',
  backToList: 'Retour à la liste',
  diffHeading: 'Vérifie la modification du script',
  diffIntro:
    'Voici comment le script change par rapport à la version enregistrée. Une fois enregistré, il s’exécute sur toutes les pages publiques.',
  diffCaption: 'Lignes du script : supprimées (−), ajoutées (+), inchangées',
  removedLine: 'supprimée',
  addedLine: 'ajoutée',
  confirmSave: 'Enregistrer la modification',
  cancel: 'Annuler',
  remove: 'Supprimer',
  removeLabel: 'Supprimer {{name}}',
  removeQuestion: 'Supprimer définitivement le pixel « {{name}} » ?',
  confirmRemove: 'Supprimer définitivement',
  created: 'Pixel « {{name}} » créé (inactif jusqu’à ce que tu l’actives).',
  saved: 'Enregistré. Le site affichera la modification d’ici quelques secondes.',
  removed: 'Pixel supprimé.',
  notFound: 'Ce pixel n’existe pas (ou plus).',
  api: {
    notFound: 'Pixel introuvable',
    categoryInvalid: 'La catégorie doit être Statistiques ou Marketing',
    positionInvalid: 'La position doit être head ou body',
    activeInvalid: 'Actif doit être oui ou non',
    versionInvalid: 'La version manque. Recharge la page.',
    originInvalid:
      'Une adresse https par ligne, sans chemin, p. ex. https://www.googletagmanager.com',
    originsTooMany: '20 adresses au maximum',
    editedMeanwhile:
      'Quelqu’un d’autre a modifié ce pixel entre-temps. Recharge-le et vérifie les modifications avant d’enregistrer.',
  },
};

export const pixelTexts = { de, es, fr };
