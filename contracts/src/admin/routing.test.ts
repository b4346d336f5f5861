import { routingMessages, webhookInputSchema } from './index';

const parsed = (url: string) => webhookInputSchema.safeParse({ url, events: ['lead.created'] });

describe("a webhook's URL", () => {
  it.each([
    'https://crm.example.com/hooks',
    'https://crm.example.com:8443/hooks?token=abc',
    // A receiver on an ephemeral port (five digits), as in development and the e2e suite.
    'http://127.0.0.1:39547/hooks?test=e2e',
    'http://localhost:65535',
  ])('takes %s', (url) => {
    expect(parsed(url).success).toBe(true);
  });

  it.each(['ftp://crm.example.com/hooks', 'http://127.0.0.1:123456/hooks', 'crm.example.com'])(
    'refuses %s with the readable message',
    (url) => {
      expect(parsed(url).error?.issues[0]?.message).toBe(routingMessages.urlInvalid);
    },
  );
});
