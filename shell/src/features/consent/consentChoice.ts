import { PIXEL_CATEGORY_ATTRIBUTE } from '../tracking/trackingPixels';
import type { ConsentGrants } from './consentCookie';
import { storageNameMatches, type ConsentAnswer } from './consentForm';
import { updateConsentMode } from './consentMode';
import type { ConsentStore } from './consentStore';

/**
 * A consent form posted by the page's script: the same post as without
 * script, answered with JSON instead of a redirect (the server records the
 * choice and sets the cookies either way).
 */
export async function postConsentForm(
  form: HTMLFormElement,
  submitter: HTMLButtonElement | null,
): Promise<ConsentAnswer> {
  const data = new FormData(form);
  if (submitter?.name) data.set(submitter.name, submitter.value);
  const body = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') body.append(name, value);
  // getAttribute: the form's `action` property is its field named "action".
  const res = await fetch(form.getAttribute('action') ?? '', {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as ConsentAnswer;
}

/** When the script cannot make the choice, the form is posted as without script (the server says why). */
export function postNatively(form: HTMLFormElement, submitter: HTMLButtonElement | null): void {
  if (submitter?.name) {
    const field = form.ownerDocument.createElement('input');
    field.type = 'hidden';
    field.name = submitter.name;
    field.value = submitter.value;
    form.appendChild(field);
  }
  HTMLFormElement.prototype.submit.call(form);
}

function removeStorage(answer: ConsentAnswer, win: Window) {
  for (const { kind, name } of answer.clearStorage) {
    try {
      const storage = win[kind];
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) if (key && storageNameMatches(name, key)) storage.removeItem(key);
    } catch (error) {
      console.warn(`Could not clear "${name}" from ${kind}`, error);
    }
  }
}

/** Whether a pixel of a category now denied already ran here: only a new page gets rid of it. */
export const deniedPixelRan = (grants: ConsentGrants, doc: Document) =>
  Array.from(doc.querySelectorAll(`script[${PIXEL_CATEGORY_ATTRIBUTE}]`)).some(
    (script) => !grants[script.getAttribute(PIXEL_CATEGORY_ATTRIBUTE) as keyof ConsentGrants],
  );

/**
 * Applies a stored choice on the page: the denied categories' storage goes,
 * Google tags learn the choice, the store shows it (pixels of granted
 * categories are injected, the visitor id follows Statistik). Answers
 * whether the page must be loaded anew (a denied pixel had already run).
 */
export function applyConsentAnswer(
  answer: ConsentAnswer,
  store: ConsentStore,
  win: Window = window,
): { reload: boolean } {
  removeStorage(answer, win);
  updateConsentMode(answer, win);
  const reload = deniedPixelRan(answer, win.document);
  store.getState().apply(answer);
  return { reload };
}
