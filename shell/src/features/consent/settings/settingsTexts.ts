import type { SectionTexts } from 'shared-ui';

/**
 * The second layer and the privacy notice on cookies and tracking (issue 17),
 * in the settings page's own chunk. The services' names, providers and
 * purposes come from the consent configuration (GET /api/consent/config).
 */
const de = {
  title: 'Cookie-Einstellungen',
  intro:
    'Hier siehst du, welche Cookies und ähnlichen Technologien wir einsetzen, wofür und wie lange – und entscheidest selbst, was du erlaubst. Notwendiges brauchen wir, damit die Website funktioniert; alles andere nutzen wir nur mit deiner Einwilligung.',
  choices: 'Deine Auswahl',
  categories: {
    necessary: {
      name: 'Notwendig',
      description:
        'Damit die Website funktioniert und sich deine Einstellungen merkt: Sprache, Land, helles oder dunkles Design und diese Auswahl – und, sobald du im Ideen-Board abstimmst, deine Stimmen. Diese Speicherungen sind unbedingt erforderlich und lassen sich nicht abschalten.',
    },
    statistics: {
      name: 'Statistik',
      description:
        'Hilft uns zu verstehen, wie die Website genutzt wird – etwa welche Seiten und E-Books gefragt sind –, indem dein Browser wiedererkannt wird.',
    },
    marketing: {
      name: 'Marketing',
      description:
        'Dienste unserer Werbepartner, die messen, ob unsere Anzeigen wirken, und dir passende Werbung zeigen können. Dabei werden Daten an die Anbieter übertragen, auch in Länder außerhalb der EU.',
    },
  },
  alwaysOn: 'Immer aktiv',
  allow: '{{category}} erlauben',
  noServices: 'Derzeit setzen wir in dieser Kategorie keine Dienste ein.',
  servicesUnavailable:
    'Die Liste der Dienste ist gerade nicht abrufbar. Deine Auswahl kannst du trotzdem speichern.',
  service: {
    vendor: 'Anbieter',
    purpose: 'Zweck',
    storage: 'Speichert',
    none: 'nichts auf deinem Gerät',
  },
  kinds: { cookie: 'Cookie', localStorage: 'Lokaler Speicher', sessionStorage: 'Sitzungsspeicher' },
  lifetimes: { session: 'bis der Browser geschlossen wird', persistent: 'bis du ihn löschst' },
  save: 'Auswahl speichern',
  notice: {
    title: 'Datenschutzhinweise zu Cookies und Tracking',
    basis:
      'Notwendige Speicherungen nehmen wir vor, weil sie für die von dir aufgerufene Website unbedingt erforderlich sind. Statistik und Marketing nutzen wir nur auf Grundlage deiner Einwilligung (Art. 6 Abs. 1 lit. a DSGVO und die nationalen Regeln zu Cookies, in Deutschland § 25 TDDDG).',
    cookieless:
      'Ohne Einwilligung zählen wir Seitenaufrufe und Downloads trotzdem, aber ohne Cookie: Aus deiner IP-Adresse, deinem Browser und einem täglich wechselnden Zufallswert bilden wir einen Hashwert. Die IP-Adresse speichern wir nicht, den Zufallswert löschen wir nach dem Tag – so können wir dich nicht über Tage hinweg wiedererkennen.',
    proof:
      'Jede Auswahl speichern wir als Nachweis: eine zufällige Kennung (auch im Cookie „hello_consent“), den Zeitpunkt, was du erlaubt und abgelehnt hast, die Version dieser Einstellungen und die Sprache – ohne IP-Adresse. Nach sechs Monaten oder wenn sich die Dienste ändern, fragen wir dich erneut.',
    withdraw:
      'Du kannst deine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen – über den Link „Cookie-Einstellungen“ unten auf jeder Seite. Die Cookies der abgelehnten Dienste löschen wir dabei, soweit der Browser es zulässt.',
    more: 'Alles Weitere zum Datenschutz, zu deinen Rechten und zum Verantwortlichen steht in unserer',
    privacyLink: 'Datenschutzerklärung',
  },
};

type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
type SettingsCatalog = Catalog<typeof de>;

const es: SettingsCatalog = {
  title: 'Configuración de cookies',
  intro:
    'Aquí ves qué cookies y tecnologías similares usamos, para qué y durante cuánto tiempo, y decides tú qué permites. Lo necesario lo usamos para que el sitio web funcione; todo lo demás, solo con tu consentimiento.',
  choices: 'Tu elección',
  categories: {
    necessary: {
      name: 'Necesarias',
      description:
        'Para que el sitio web funcione y recuerde tus ajustes: idioma, país, diseño claro u oscuro y esta elección; y, en cuanto votes en el tablón de ideas, tus votos. Son estrictamente necesarias y no se pueden desactivar.',
    },
    statistics: {
      name: 'Estadística',
      description:
        'Nos ayuda a entender cómo se usa el sitio web (por ejemplo, qué páginas y e-books interesan) reconociendo tu navegador.',
    },
    marketing: {
      name: 'Marketing',
      description:
        'Servicios de nuestros socios publicitarios: miden si nuestros anuncios funcionan y pueden mostrarte publicidad adecuada. Para ello se transmiten datos a los proveedores, también a países fuera de la UE.',
    },
  },
  alwaysOn: 'Siempre activas',
  allow: 'Permitir {{category}}',
  noServices: 'Actualmente no usamos ningún servicio en esta categoría.',
  servicesUnavailable:
    'Ahora mismo no se puede cargar la lista de servicios. Aun así puedes guardar tu elección.',
  service: {
    vendor: 'Proveedor',
    purpose: 'Finalidad',
    storage: 'Guarda',
    none: 'nada en tu dispositivo',
  },
  kinds: {
    cookie: 'Cookie',
    localStorage: 'Almacenamiento local',
    sessionStorage: 'Almacenamiento de sesión',
  },
  lifetimes: { session: 'hasta que se cierra el navegador', persistent: 'hasta que lo borres' },
  save: 'Guardar selección',
  notice: {
    title: 'Información sobre privacidad: cookies y seguimiento',
    basis:
      'Las cookies necesarias las usamos porque son estrictamente necesarias para el sitio web que visitas. Estadística y marketing solo los usamos con tu consentimiento (art. 6.1.a RGPD y las normas nacionales sobre cookies, en España el art. 22.2 LSSI).',
    cookieless:
      'Sin consentimiento seguimos contando visitas y descargas, pero sin cookies: con tu dirección IP, tu navegador y un valor aleatorio que cambia cada día calculamos un hash. No guardamos la dirección IP y borramos el valor aleatorio al terminar el día, así que no podemos reconocerte de un día para otro.',
    proof:
      'Guardamos cada elección como prueba: un identificador aleatorio (también en la cookie «hello_consent»), el momento, qué has permitido y rechazado, la versión de esta configuración y el idioma, sin dirección IP. Pasados seis meses o si cambian los servicios, te volvemos a preguntar.',
    withdraw:
      'Puedes retirar tu consentimiento en cualquier momento con efecto para el futuro, con el enlace «Configuración de cookies» al pie de cada página. Al hacerlo borramos las cookies de los servicios rechazados en la medida en que el navegador lo permita.',
    more: 'Todo lo demás sobre privacidad, tus derechos y el responsable está en nuestra',
    privacyLink: 'política de privacidad',
  },
};

const fr: SettingsCatalog = {
  title: 'Paramètres des cookies',
  intro:
    'Tu vois ici quels cookies et technologies similaires nous utilisons, pourquoi et pour combien de temps – et tu décides toi-même ce que tu autorises. Le nécessaire nous sert à faire fonctionner le site ; tout le reste, nous ne l’utilisons qu’avec ton consentement.',
  choices: 'Ton choix',
  categories: {
    necessary: {
      name: 'Nécessaires',
      description:
        'Pour que le site fonctionne et retienne tes réglages : langue, pays, thème clair ou sombre et ce choix – et, dès que tu votes sur le tableau des idées, tes votes. Ils sont strictement nécessaires et ne peuvent pas être désactivés.',
    },
    statistics: {
      name: 'Statistiques',
      description:
        'Nous aident à comprendre comment le site est utilisé – par exemple quelles pages et quels e-books intéressent – en reconnaissant ton navigateur.',
    },
    marketing: {
      name: 'Marketing',
      description:
        'Services de nos partenaires publicitaires : ils mesurent l’efficacité de nos annonces et peuvent te montrer des publicités adaptées. Des données sont alors transmises aux fournisseurs, y compris vers des pays hors de l’UE.',
    },
  },
  alwaysOn: 'Toujours actifs',
  allow: 'Autoriser : {{category}}',
  noServices: 'Nous n’utilisons actuellement aucun service dans cette catégorie.',
  servicesUnavailable:
    'La liste des services n’est pas disponible pour le moment. Tu peux quand même enregistrer ton choix.',
  service: {
    vendor: 'Fournisseur',
    purpose: 'Finalité',
    storage: 'Enregistre',
    none: 'rien sur ton appareil',
  },
  kinds: {
    cookie: 'Cookie',
    localStorage: 'Stockage local',
    sessionStorage: 'Stockage de session',
  },
  lifetimes: {
    session: 'jusqu’à la fermeture du navigateur',
    persistent: 'jusqu’à ce que tu le supprimes',
  },
  save: 'Enregistrer la sélection',
  notice: {
    title: 'Informations sur la confidentialité : cookies et traceurs',
    basis:
      'Les traceurs nécessaires sont utilisés parce qu’ils sont strictement nécessaires au site que tu consultes. Les statistiques et le marketing ne sont utilisés qu’avec ton consentement (art. 6.1.a RGPD et les règles nationales sur les cookies, en France l’article 82 de la loi Informatique et Libertés).',
    cookieless:
      'Sans consentement, nous comptons quand même les visites et les téléchargements, mais sans cookie : à partir de ton adresse IP, de ton navigateur et d’une valeur aléatoire qui change chaque jour, nous calculons une empreinte. Nous n’enregistrons pas l’adresse IP et supprimons la valeur aléatoire à la fin de la journée : nous ne pouvons donc pas te reconnaître d’un jour à l’autre.',
    proof:
      'Nous enregistrons chaque choix comme preuve : un identifiant aléatoire (aussi dans le cookie « hello_consent »), la date et l’heure, ce que tu as autorisé et refusé, la version de ces paramètres et la langue – sans adresse IP. Au bout de six mois ou si les services changent, nous te demandons à nouveau.',
    withdraw:
      'Tu peux retirer ton consentement à tout moment pour l’avenir, via le lien « Paramètres des cookies » en bas de chaque page. Nous supprimons alors les cookies des services refusés, dans la mesure où le navigateur le permet.',
    more: 'Tout le reste sur la protection des données, tes droits et le responsable figure dans notre',
    privacyLink: 'politique de confidentialité',
  },
};

export const consentSettingsTexts: SectionTexts<SettingsCatalog> = {
  ns: 'consentSettings',
  resources: { de, es, fr },
};
