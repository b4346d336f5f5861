import { catalogKeys } from 'shared-ui';
import { everyPageTexts } from '../features/guide/everyPageTexts';
import { deadlinesTexts } from '../features/deadlines/deadlinesTexts';
import { faqTexts } from '../features/faq/faqTexts';
import { glossaryTexts } from '../features/glossary/glossaryTexts';
import { hubTexts } from '../features/hub/hubTexts';
import { verifactuTexts } from './index';

describe('verifactu texts', () => {
  it.each(['es', 'fr'] as const)(
    '%s has every German key, none empty, in the section and each page',
    (language) => {
      for (const texts of everyPageTexts)
        expect(catalogKeys(texts.resources[language])).toEqual(catalogKeys(texts.resources.de));
    },
  );

  it("keeps each page's title, description and heading with the section, the rest with the page", () => {
    const section = catalogKeys(verifactuTexts.resources.de);
    expect(section).toContain('hub.metaTitle');
    expect(section).toContain('industries.retail.heading');
    expect(section).not.toContain('hub.twoMinuteCheck');
    expect(catalogKeys(hubTexts.resources.de)).toEqual(
      expect.arrayContaining(['hub.metaTitle', 'hub.twoMinuteCheck', 'common.back']),
    );
  });

  it('keeps the spec texts verbatim in German', () => {
    expect(verifactuTexts.resources.de.common.back).toBe('Zurück zur Übersicht');
    expect(verifactuTexts.resources.de.common.comingSoon).toBe('Demnächst verfügbar');
    expect(hubTexts.resources.de.hub.twoMinuteCheck).toBe('2-Minuten-Check');
    expect(faqTexts.resources.de.faq.empty).toBe('Noch keine FAQs verfügbar.');
    expect(glossaryTexts.resources.de.glossary.empty).toBe(
      'Noch keine Glossar-Einträge verfügbar.',
    );
  });

  it('never names the superseded July 2025 date as the one in force', () => {
    for (const language of ['de', 'es', 'fr'] as const) {
      const { hub } = hubTexts.resources[language];
      expect(hub.bannerCorporate).toContain('{{date}}');
      expect(hub.bannerEveryoneElse).toContain('{{date}}');
      expect(deadlinesTexts.resources[language].deadlines.deadlineLabel).toContain('{{date}}');
    }
  });
});
