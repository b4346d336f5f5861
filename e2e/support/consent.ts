import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/**
 * Makes a consent choice for the browser context as the banner's form would
 * without script (issue 17): the server records it and sets the consent
 * cookie and, with Statistik, the `visitor_id` cookie. Tests of what a
 * visitor who agreed gets (visitor id on leads, pixels) start with it.
 */
export async function chooseConsent(
  context: BrowserContext,
  action: 'accept-all' | 'reject-all' = 'accept-all',
): Promise<void> {
  const answer = await context.request.post('/preferences/consent', {
    form: { action, return: '/' },
    headers: { Accept: 'application/json' },
  });
  expect(answer.status()).toBe(200);
}

/** The consent id in the context's consent cookie (the first part of its value). */
export async function consentIdOf(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'hello_consent');
  return cookie?.value.split('.')[0];
}

/**
 * A consent cookie as the server writes it (`consentId.revision.seconds.flags`),
 * on the current revision: for raw requests that carry their own Cookie header.
 */
export async function consentCookie(
  request: APIRequestContext,
  flags: 'sm' | 's' | 'm' | '-' = 'sm',
): Promise<string> {
  const config = (await (await request.get('/api/consent/config?language=de')).json()) as {
    revision: string;
  };
  return `hello_consent=${randomUUID()}.${config.revision}.${Math.floor(Date.now() / 1000)}.${flags}`;
}
