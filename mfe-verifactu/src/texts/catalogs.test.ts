import { catalogKeys } from 'shared-ui';
import { verifactuTexts } from './index';

describe('verifactu texts', () => {
  const german = catalogKeys(verifactuTexts.resources.de);

  it.each(['es', 'fr'] as const)('%s has every German key, none empty', (language) => {
    expect(catalogKeys(verifactuTexts.resources[language])).toEqual(german);
  });

  it('keeps the spec texts verbatim in German', () => {
    const { common, hub, faq, glossary } = verifactuTexts.resources.de;
    expect(common.back).toBe('Zurück zur Übersicht');
    expect(common.comingSoon).toBe('Demnächst verfügbar');
    expect(hub.twoMinuteCheck).toBe('2-Minuten-Check');
    expect(faq.empty).toBe('Noch keine FAQs verfügbar.');
    expect(glossary.empty).toBe('Noch keine Glossar-Einträge verfügbar.');
  });

  it('never names the superseded July 2025 date as the one in force', () => {
    for (const language of ['de', 'es', 'fr'] as const) {
      const { hub, deadlines } = verifactuTexts.resources[language];
      expect(hub.bannerCorporate).toContain('{{date}}');
      expect(hub.bannerEveryoneElse).toContain('{{date}}');
      expect(deadlines.deadlineLabel).toContain('{{date}}');
    }
  });
});
