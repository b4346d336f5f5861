import { addTexts, createI18n } from 'shared-ui';
import type { Language } from 'contracts';
import { verifactuTexts } from '../../texts';
import { everyPageTexts } from './everyPageTexts';
import { guideDocument, type GuideBlock, type GuideDocument } from './guideDocument';

const faqs = [
  { id: 'a', question: 'Was ist Verifactu?', answer: 'Das System für Abrechnungsprogramme.' },
  { id: 'b', question: 'Ab wann gilt die Pflicht?', answer: 'Ab 2027.' },
];

function guideIn(language: Language, list: typeof faqs | null = faqs): GuideDocument {
  const i18n = createI18n(language);
  for (const texts of everyPageTexts) addTexts(i18n, texts);
  return guideDocument(i18n.getFixedT(language, verifactuTexts.ns), language, list);
}

const blocksOf = (guide: GuideDocument, heading: string): GuideBlock[] =>
  guide.chapters.find((chapter) => chapter.heading === heading)?.blocks ?? [];
const allText = (guide: GuideDocument) => JSON.stringify(guide);

describe('the PDF guide', () => {
  it.each([
    ['de', 'Stichtag: 1. Januar 2027', 'Stichtag: 1. Juli 2027'],
    ['es', 'Fecha límite: 1 de enero de 2027', 'Fecha límite: 1 de julio de 2027'],
    ['fr', 'Échéance\u00a0: 1 janvier 2027', 'Échéance\u00a0: 1 juillet 2027'],
  ] as const)(
    'names the dates in force in %s, not July 2025 as the start',
    (language, corporate, others) => {
      const guide = guideIn(language);
      const deadlines = guide.chapters[0]!.blocks.filter((block) => block.kind === 'fact');
      expect(deadlines.map((block) => block.kind === 'fact' && block.value)).toEqual([
        corporate,
        others,
      ]);
    },
  );

  it('has the five points of the register check and the four fines with their ranges', () => {
    const guide = guideIn('de');
    const [checklist] = blocksOf(guide, 'Reicht meine Kasse?');
    expect(checklist?.kind === 'checklist' && checklist.items.map((item) => item.title)).toEqual([
      'Unveränderbarkeit',
      'Journal',
      'Export',
      'QR-Code auf dem Beleg',
      'Zertifizierung',
    ]);
    const fines = blocksOf(guide, 'Welche Strafen drohen?');
    expect(fines.map((block) => block.kind === 'fact' && block.value)).toEqual([
      '1.000–50.000\u00a0€ · Hohes Risiko',
      '500–10.000\u00a0€ · Mittleres Risiko',
      '300–5.000\u00a0€ · Mittleres Risiko',
      '1.000–25.000\u00a0€ · Hohes Risiko',
    ]);
  });

  it("gives the quick test's answers under which the obligation applies, from its own rules", () => {
    const [answers] = blocksOf(guideIn('es'), '¿Tengo que usar Verifactu?');
    expect(answers?.kind === 'answers' && answers.items.map((item) => item.answer)).toEqual([
      'Sí',
      'Sí',
      'No',
    ]);
  });

  it("carries the FAQ page's questions, or says where to find them when they could not be loaded", () => {
    expect(blocksOf(guideIn('de'), 'Häufige Fragen zu Verifactu')).toEqual([
      {
        kind: 'qa',
        question: 'Was ist Verifactu?',
        answer: 'Das System für Abrechnungsprogramme.',
      },
      { kind: 'qa', question: 'Ab wann gilt die Pflicht?', answer: 'Ab 2027.' },
    ]);
    expect(blocksOf(guideIn('fr', null), 'Questions fréquentes sur Verifactu')).toEqual([
      { kind: 'note', text: expect.stringContaining('Questions fréquentes (FAQ)') },
    ]);
  });

  it('is written in one language, with page numbers to fill in', () => {
    const guide = guideIn('fr');
    expect(guide.title).toBe('Guide Verifactu');
    expect(guide.footer).toBe('helloCASH · Guide Verifactu · Page {page} sur {pages}');
    expect(allText(guide)).not.toMatch(/Stichtag|Fecha límite/);
  });
});
