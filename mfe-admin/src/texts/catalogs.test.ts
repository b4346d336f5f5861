import { adminMessages, CONSOLE_NAV_GROUPS, CONSOLE_PAGES } from 'contracts/admin';
import { catalogKeys } from 'shared-ui';
import { consoleTexts } from './index';

describe('console texts', () => {
  const german = catalogKeys(consoleTexts.resources.de);

  it.each(['es', 'fr'] as const)('%s has every German key, none empty', (language) => {
    expect(catalogKeys(consoleTexts.resources[language])).toEqual(german);
  });

  it('has no empty German text', () => {
    expect(german.filter((key) => key.endsWith('(empty)'))).toEqual([]);
  });

  it("keeps the issue's German words verbatim", () => {
    const { signIn, nav, erase, leads, board, api } = consoleTexts.resources.de;
    expect([signIn.username, signIn.password, signIn.submit]).toEqual([
      'Benutzername',
      'Passwort',
      'Anmelden',
    ]);
    expect(api.signInFailed).toBe('Benutzername oder Passwort falsch');
    expect(nav.signOut).toBe('Abmelden');
    expect(erase.submit).toBe('Daten löschen');
    expect(Object.values(leads.statuses)).toEqual(['neu', 'kontaktiert', 'gewonnen', 'verloren']);
    expect(Object.values(board.statuses)).toEqual([
      'offen',
      'geplant',
      'in Arbeit',
      'erledigt',
      'abgelehnt',
    ]);
  });

  it('has every message of the console API, translated in es and fr', () => {
    const keys = Object.keys(adminMessages);
    for (const language of ['de', 'es', 'fr'] as const)
      expect(Object.keys(consoleTexts.resources[language].api)).toEqual(
        expect.arrayContaining(keys),
      );
    expect(consoleTexts.resources.es.api.signInFailed).not.toBe(adminMessages.signInFailed);
  });

  it("names every page and navigation group of the console's declaration, in every language", () => {
    for (const language of ['de', 'es', 'fr'] as const) {
      const { nav, meta } = consoleTexts.resources[language];
      const labels: Record<string, unknown> = nav;
      const titles: Record<string, unknown> = meta;
      for (const { key } of CONSOLE_PAGES) {
        expect([language, key, labels[key]]).toEqual([language, key, expect.any(String)]);
        expect([language, key, titles[`${key}Title`]]).toEqual([language, key, expect.any(String)]);
      }
      expect(Object.keys(nav.groups)).toEqual([...CONSOLE_NAV_GROUPS]);
    }
  });
});
