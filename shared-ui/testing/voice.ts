import { BRANDS } from 'contracts/brand';
import type { Language } from 'contracts/locale-codes';

/**
 * The site's one voice (DESIGN.md §9): a visitor is addressed as "du",
 * "tú" and "tu", never as "Sie", "usted" or "vous"; the brands are spelled
 * as their display names. These are heuristics over a text, tuned to the
 * catalogs: a text they flag is either rewritten or, if the spec quotes it
 * verbatim, put on the caller's allowlist.
 */
export interface VoiceProblem {
  rule: string;
  /** The words that broke the rule. */
  found: string;
}

const match = (rule: string, text: string, pattern: RegExp): VoiceProblem[] =>
  [...text.matchAll(pattern)].map((hit) => ({ rule, found: hit[0].trim() }));

/** Where a new sentence (or a field's text) begins: start, end punctuation, a colon, a dash, an opening quote. */
const SENTENCE_START = String.raw`(?<=^|[.!?:;–—(]\s+|["„“«»¿¡]\s*)`;

// German: "Sie" and the capitalised "Ihr/Ihre/Ihnen…" are the formal address
// (the lower-case "sie"/"ihr" mean she/they/her). A sentence may open with
// the pronoun "Sie" (she/it: "Sie wurde verschoben"): followed by a singular
// verb it is not an address.
const GERMAN_POSSESSIVE = /\b(?:Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b/g;
const GERMAN_SIE = /(?<![\p{L}-])Sie(?![\p{L}-])(\s+\p{L}+)?/gu;
const SINGULAR_VERB = /^(?:\p{L}+[te]|wird|kann|muss|soll|darf|will|mag|weiß)$/u;

function germanProblems(text: string): VoiceProblem[] {
  const problems = match('German formal address (Ihr/Ihnen…)', text, GERMAN_POSSESSIVE);
  for (const hit of text.matchAll(GERMAN_SIE)) {
    const before = text.slice(0, hit.index);
    const opensSentence = new RegExp(`${SENTENCE_START}$`, 'u').test(before);
    const next = hit[1]?.trim() ?? '';
    if (opensSentence && SINGULAR_VERB.test(next)) continue;
    problems.push({ rule: 'German formal address (Sie)', found: hit[0].trim() });
  }
  return problems;
}

// Spanish: "usted" itself, "su/sus" before what belongs to the visitor, the
// formal "le/les" + first-person-plural verbs ("le avisaremos"), and the
// formal imperative (enclitic "inténtelo", or a sentence opening "Compare…").
const SPANISH_USTED = /\b(?:usted(?:es)?|Uds?\.|Vds?\.)/giu;
const SPANISH_SU = new RegExp(
  String.raw`(?<!\p{L})sus?[\s-]+(?:negocio|empresa|caja|proveedor|correo|dirección|cuenta|datos|elección|consentimiento|solicitud|prerregistro|interés|navegador|dispositivo|suscripción|facturación|país|clientes|clientela|ventajas|medios de pago)(?!\p{L})`,
  'giu',
);
const SPANISH_LE = new RegExp(
  String.raw`(?<!\p{L})les?\s+(?:avis|ayud|envi|contact|llam|escrib|recomend|inform|mostr|ofrec|asesor|atend)\p{L}*(?:mos|remos)(?!\p{L})`,
  'giu',
);
const SPANISH_ENCLITIC = new RegExp(
  String.raw`(?<!\p{L})(?:inténtelo|póngase|regístrese|prerregístrese|suscríbase|escríbanos|llámenos|contáctenos|díganos|cuéntenos|déjelo|visítenos|descárguelo|protegerle|ayudarle|informarle|contactarle)(?!\p{L})`,
  'giu',
);
const SPANISH_IMPERATIVE = new RegExp(
  String.raw`${SENTENCE_START}(?:Acepte|Compare|Pida|Introduzca|Indique|Seleccione|Elija|Pulse|Haga|Descargue|Consulte|Contacte|Confirme|Revise|Compruebe|Vuelva|Cobre|Escriba|Lea|Vote|Envíe|Abra|Marque|Responda|Empiece|Pruebe|Recuerde|Tenga|Sea|Guarde|Utilice|Use)(?!\p{L})`,
  'gu',
);

function spanishProblems(text: string): VoiceProblem[] {
  return [
    ...match('Spanish formal address (usted)', text, SPANISH_USTED),
    ...match('Spanish formal possessive (su … of the visitor)', text, SPANISH_SU),
    ...match('Spanish formal object pronoun (le …mos)', text, SPANISH_LE),
    ...match('Spanish formal imperative', text, SPANISH_ENCLITIC),
    ...match('Spanish formal imperative', text, SPANISH_IMPERATIVE),
  ];
}

// French: "vous/votre/vos" ("rendez-vous" is a noun), "veuillez", and a
// sentence opening with the formal imperative ("Réessayez", not "Chez").
const FRENCH_VOUS = /(?<!\p{L})(?:vous|votre|vos)(?!\p{L})/giu;
const FRENCH_IMPERATIVE = new RegExp(
  String.raw`${SENTENCE_START}(?!Chez\b|Assez\b)\p{Lu}\p{Ll}+ez(?!\p{L})`,
  'gu',
);

function frenchProblems(text: string): VoiceProblem[] {
  const withoutNouns = text.replace(/rendez-vous/giu, 'rendez');
  return [
    ...match('French formal address (vous)', withoutNouns, FRENCH_VOUS),
    ...match('French formal address (veuillez)', withoutNouns, /(?<!\p{L})veuillez(?!\p{L})/giu),
    ...match('French formal imperative', withoutNouns, FRENCH_IMPERATIVE),
  ];
}

/**
 * Every brand ("helloCASH", "helloMarketing") in any other spelling:
 * "helloCash", "HelloCash", "hello cash". The lower-case slug is allowed
 * where it is one, inside a path, a domain or a slug (`/hellocash`,
 * `hellocash.de`, `ventajas-hellocash`).
 */
export function brandProblems(text: string): VoiceProblem[] {
  return BRANDS.flatMap(({ name, slug }) => {
    const rest = name.replace(/^hello/i, '');
    const pattern = new RegExp(String.raw`hello[\s_-]*${rest}`, 'giu');
    return [...text.matchAll(pattern)]
      .filter((hit) => {
        if (hit[0] === name) return false;
        const before = text[hit.index - 1] ?? '';
        const after = text[hit.index + hit[0].length] ?? '';
        return !(hit[0] === slug && (/[./-]/.test(before) || /[./-]/.test(after)));
      })
      .map((hit) => ({ rule: `brand spelled ${name}`, found: hit[0] }));
  });
}

/** Where a text in `language` addresses the visitor formally. */
export function registerProblems(text: string, language: Language): VoiceProblem[] {
  if (language === 'de') return germanProblems(text);
  if (language === 'es') return spanishProblems(text);
  return frenchProblems(text);
}

/** Both rules, with the verbatim texts (spec quotes) taken out of `text` first. */
export function voiceProblems(
  text: string,
  language: Language,
  verbatim: readonly string[] = [],
): VoiceProblem[] {
  const rest = verbatim.reduce((remaining, quote) => remaining.split(quote).join(' … '), text);
  return [...registerProblems(rest, language), ...brandProblems(rest)];
}

/**
 * French typography: a no-break space before the double punctuation ? ! ; :
 * and inside « » (a narrow one, U+202F, before ? ! ; and inside the
 * guillemets; a full one, U+00A0, before the colon). With an ordinary
 * space a line may break there and start with the "?"; without any the
 * text reads as English. Not flagged: "://" and a colon between digits.
 */
export function frenchSpacingProblems(text: string): VoiceProblem[] {
  return [
    ...match('French: a breaking space before ? ! ; : or »', text, /\S {1,}[?!;:»]/gu),
    ...match('French: a breaking space after «', text, /« +\S/gu),
    ...match('French: no space before ? ! ;', text, /[\p{L}\d)»’][?!;](?![\p{L}=])/gu),
    ...match('French: no space before :', text, /[\p{L})»](?<!https?):(?!\/\/)/gu),
  ];
}

/** A text found in a catalog, with the language it is written in. */
export interface TaggedText {
  /** Where it is: `de.preregistration.intro`. */
  path: string;
  language: Language;
  text: string;
}

const LANGUAGE_KEYS: readonly string[] = ['de', 'es', 'fr'];
const isPlain = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * Every string under `value` whose language is known: a key `de`, `es` or
 * `fr` says the language of everything below it (a catalog `de`, a
 * `resources: { de, es, fr }`, a `{ de: '…', es: '…', fr: '…' }` record).
 * A text made by a function (`(hours) => …`) is read with placeholders.
 * Only plain objects and arrays are walked (schemas and classes are not texts).
 */
export function taggedTexts(
  value: unknown,
  path: string,
  language?: Language,
  seen = new WeakSet<object>(),
): TaggedText[] {
  if (typeof value === 'string') return language ? [{ path, language, text: value }] : [];
  if (typeof value === 'function') {
    if (!language) return [];
    // Each argument reads as a placeholder, whether the text interpolates it or joins it as a list.
    const placeholders = Array.from({ length: value.length }, (_, i) => [`{{arg${i}}}`]);
    return taggedTexts((value as (...args: unknown[]) => unknown)(...placeholders), path, language);
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  if (!Array.isArray(value) && !isPlain(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, child]) =>
    taggedTexts(
      child,
      path ? `${path}.${key}` : key,
      LANGUAGE_KEYS.includes(key) ? (key as Language) : language,
      seen,
    ),
  );
}
