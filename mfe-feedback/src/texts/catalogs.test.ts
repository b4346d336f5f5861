import { catalogKeys } from 'shared-ui';
import { feedbackTexts } from './index';

describe('feedback texts', () => {
  const german = catalogKeys(feedbackTexts.resources.de);

  it.each(['es', 'fr'] as const)('%s has every German key, none empty', (language) => {
    expect(catalogKeys(feedbackTexts.resources[language])).toEqual(german);
  });

  it('keeps the spec texts verbatim in German', () => {
    const { feedback, roadmap } = feedbackTexts.resources.de;
    expect(feedback.heading).toBe('Was willst DU eigentlich?');
    expect(feedback.label).toBe('Sei ehrlich, bitte...');
    expect(feedback.submit).toBe('JETZT absenden');
    expect(feedback.sending).toBe('Wird gesendet...');
    expect(feedback.again).toBe('Weiteres Feedback senden');
    expect(feedback.toastErrorFallback).toBe('Feedback konnte nicht gesendet werden.');
    expect(roadmap.current).toBe('Aktuell');
  });
});
