import { brandProblems, registerProblems, taggedTexts, voiceProblems } from '../../testing/voice';

const words = (text: string, language: 'de' | 'es' | 'fr') =>
  registerProblems(text, language).map((problem) => problem.found);

describe('the voice rules the catalogs are held to', () => {
  it('finds the German formal address, not the pronouns sie and ihr', () => {
    expect(words('Wir melden uns bei Ihnen, sobald es für Sie bereitsteht.', 'de')).toEqual([
      'Ihnen',
      'Sie bereitsteht',
    ]);
    expect(words('Wie groß ist Ihr Interesse?', 'de')).toEqual(['Ihr']);
    expect(words('Nehmen Sie Kartenzahlungen an.', 'de')).toEqual(['Sie Kartenzahlungen']);
    expect(words('Sie zahlen nur, was du kassierst.', 'de')).toEqual(['Sie zahlen']);
    expect(words('Werbepartner: Sie messen, ob Anzeigen wirken.', 'de')).toEqual(['Sie messen']);
    // The pronoun: "she/it" opening a sentence with a singular verb, lower-case "sie"/"ihr".
    expect(words('Die Pflicht kommt später. Sie wurde zweimal verschoben.', 'de')).toEqual([]);
    expect(words('Kundinnen zeigen ihr Handy, sie zahlen kontaktlos.', 'de')).toEqual([]);
    expect(words('Wie groß ist dein Interesse? Wir melden uns bei dir.', 'de')).toEqual([]);
  });

  it('finds usted, su of the visitor and the formal imperative in Spanish', () => {
    expect(words('Nos pondremos en contacto con usted.', 'es')).toEqual(['usted']);
    expect(words('Acepte pagos en su caja. Compare dos proveedores.', 'es')).toEqual([
      'su caja',
      'Acepte',
      'Compare',
    ]);
    expect(words('Le avisaremos pronto; inténtelo más tarde.', 'es')).toEqual([
      'Le avisaremos',
      'inténtelo',
    ]);
    expect(words('nombre@su-empresa.es', 'es')).toEqual(['su-empresa']);
    expect(words('Acepta pagos en tu caja. Te avisaremos pronto; inténtalo.', 'es')).toEqual([]);
    // A third person's "su" stays: "cada servicio con su tipo de IVA".
    expect(words('Servicio y producto, cada uno con su tipo de IVA.', 'es')).toEqual([]);
  });

  it('finds vous, votre, vos, veuillez and the formal imperative in French', () => {
    expect(words('Veuillez saisir votre adresse.', 'fr')).toEqual([
      'votre',
      'Veuillez',
      'Veuillez',
    ]);
    expect(words('Comparez les offres. Inscrivez-vous.', 'fr')).toEqual([
      'vous',
      'Comparez',
      'Inscrivez',
    ]);
    expect(words('Rendez-vous, soins, produits : chez toi.', 'fr')).toEqual([]);
    expect(words('Saisis ton adresse. Réessaie dans un instant.', 'fr')).toEqual([]);
  });

  it('finds brands spelled otherwise, not slugs and domains', () => {
    const found = (text: string) => brandProblems(text).map((problem) => problem.found);
    expect(found('helloCash, HelloCash, hello cash und HELLOCASH')).toEqual([
      'helloCash',
      'HelloCash',
      'hello cash',
      'HELLOCASH',
    ]);
    expect(found('Hello Marketing und hellomarketing')).toEqual([
      'Hello Marketing',
      'hellomarketing',
    ]);
    expect(found('helloCASH und helloMarketing')).toEqual([]);
    expect(
      found('https://hellocash.de/registrieren, /de_DE/hellocash, ventajas-hellocash'),
    ).toEqual([]);
  });

  it('leaves the verbatim quotes out, and only them', () => {
    const quote = 'Wir melden uns bei Ihnen.';
    expect(voiceProblems(`Danke! ${quote}`, 'de', [quote])).toEqual([]);
    expect(voiceProblems(`${quote} Ihre Daten sind sicher.`, 'de', [quote])).toHaveLength(1);
  });

  it('reads texts by the language key above them, functions with placeholders', () => {
    const catalog = {
      ns: 'demo',
      resources: {
        de: { a: 'Hallo', list: ['eins'] },
        fr: { greet: (name: string) => `Salut ${name}` },
      },
    };
    expect(taggedTexts(catalog, 'demo')).toEqual([
      { path: 'demo.resources.de.a', language: 'de', text: 'Hallo' },
      { path: 'demo.resources.de.list.0', language: 'de', text: 'eins' },
      { path: 'demo.resources.fr.greet', language: 'fr', text: 'Salut {{arg0}}' },
    ]);
  });
});
