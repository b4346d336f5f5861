/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { CONSENT_TEXTS_VERSION } from 'contracts';
import { shellTexts } from '../../texts';
import { consentSettingsTexts } from './settings/settingsTexts';

/** What visitors are told about consent, in every language: the banner and the notice. */
function consentTextsFingerprint(): string {
  const told = (['de', 'es', 'fr'] as const).map((language) => ({
    language,
    banner: shellTexts.resources[language].consent,
    notice: consentSettingsTexts.resources[language],
  }));
  return createHash('sha256').update(JSON.stringify(told)).digest('hex').slice(0, 16);
}

describe('the consent texts version', () => {
  // The configuration revision includes CONSENT_TEXTS_VERSION (contracts), so a
  // changed text asks every visitor again. When this fails, a text changed:
  // set CONSENT_TEXTS_VERSION to the value received here.
  it('is the fingerprint of the banner and the notice in every language', () => {
    expect(consentTextsFingerprint()).toBe(CONSENT_TEXTS_VERSION);
  });
});
