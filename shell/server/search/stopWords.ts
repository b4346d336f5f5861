import type { Language } from 'shared-ui';

/*
 * Function words of each language (articles, pronouns, prepositions,
 * conjunctions, auxiliaries, question words), after the Snowball project's
 * lists, cut to words that never carry what a visitor looks for. Written
 * without accents: terms are compared after folding (searchText.ts). The
 * ready-made npm lists drop content words too ('Tag', 'Zeit', 'Recht'),
 * which visitors of this site do search for.
 */
const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

export const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  de: words(`
    der die das den dem des ein eine einer eines einem einen kein keine keinen keinem keiner
    und oder aber denn sondern doch als wie wenn weil dass ob auch noch nur schon sehr
    ich du er sie es wir ihr mich dich sich uns euch mir dir ihm ihn ihnen
    mein meine dein deine sein seine unser unsere euer eure
    in im ins an am auf aus bei mit nach von vom zu zum zur fur uber unter vor hinter
    neben zwischen durch gegen ohne um bis seit
    ist sind war waren bin bist seid sei wird werden wurde wurden hat habe hast haben hatte
    kann konnen muss mussen soll sollen darf will wollen
    was wer wo wann warum wieso welche welcher welches wie viel
    dies diese dieser dieses jene jener man nicht hier dort da so
  `),
  es: words(`
    el la los las un una unos unas lo al del de y e o u ni pero sino que como cuando
    donde quien cual cuales cuanto cuanta muy mas menos tambien ya si no
    yo tu el ella nosotros vosotros ellos ellas me te se nos os le les mi mis tus su sus
    nuestro nuestra vuestro vuestra
    en a con por para sin sobre entre desde hasta hacia contra segun tras ante bajo
    es son era eran soy eres fue fueron ser estar esta estan estoy he has ha han hay
    puedo puede pueden debo debe deben
    que quien quienes cual este esta estos estas ese esa esos esas aquel eso esto
  `),
  fr: words(`
    le la les l un une des du de d au aux et ou mais donc or ni car que qu qui quoi
    comme quand si ne pas plus tres aussi deja
    je j tu il elle on nous vous ils elles me m te t se s lui leur leurs mon ma mes ton ta tes
    son sa ses notre nos votre vos
    en dans a sur sous avec pour par sans entre depuis jusqu vers chez contre selon
    est sont etait etaient suis es sommes etes etre ai as avons avez ont avoir
    peut peuvent dois doit doivent
    ce cet cette ces ceci cela ca quel quelle quels quelles ou combien comment pourquoi y
  `),
};
