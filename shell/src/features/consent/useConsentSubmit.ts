import { useRef, type FormEvent } from 'react';
import { applyConsentAnswer, postConsentForm, postNatively } from './consentChoice';
import { useConsentStore } from './consentStore';

/**
 * The submit handler of a consent form (the banner's and the settings
 * page's): posts the choice once at a time and applies the answer in place,
 * then `onApplied` says where the visitor goes (`reload` when a denied
 * pixel already ran). If the script cannot post, the form posts natively:
 * the server stores the choice as it does without script.
 */
export function useConsentSubmit(onApplied: (answer: { reload: boolean }) => void) {
  const store = useConsentStore();
  const pending = useRef(false);
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (pending.current) return;
    pending.current = true;
    try {
      onApplied(applyConsentAnswer(await postConsentForm(form, submitter), store));
    } catch (error) {
      console.error('Consent choice not applied in place', error);
      postNatively(form, submitter);
    } finally {
      pending.current = false;
    }
  };
}
