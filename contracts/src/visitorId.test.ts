import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { isVisitorId, visitorIdSchema } from './index';

const hex = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...'0123456789abcdefABCDEF'),
    minLength: length,
    maxLength: length,
  });

/** Anything shaped like a UUID (8-4-4-4-12 hex), as the shell's cookie check used to accept. */
const uuidShaped = fc
  .tuple(hex(8), hex(4), hex(4), hex(4), hex(12))
  .map((parts) => parts.join('-'));

describe('visitor id: one rule for the shell (isVisitorId) and the API (visitorIdSchema)', () => {
  it('both agree on anything UUID-shaped: version 1–8 and the RFC variant only', () => {
    fc.assert(
      fc.property(fc.oneof(uuidShaped, fc.uuid(), fc.string({ maxLength: 40 })), (value) => {
        const rfc = /^.{14}[1-8].{4}[89ab]/i.test(value) && /^[0-9a-f-]{36}$/i.test(value);
        expect(isVisitorId(value)).toBe(visitorIdSchema.safeParse(value).success);
        if (isVisitorId(value)) expect(rfc).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts every id the browser generates', () => {
    for (let i = 0; i < 200; i += 1) expect(isVisitorId(randomUUID())).toBe(true);
    expect(isVisitorId(randomUUID().toUpperCase())).toBe(true);
  });

  it.each([
    ['a non-RFC variant', '12345678-1234-1234-1234-123456789012'],
    ['version 0', '6f1c2f8e-3d4b-0a5c-9e7f-0a1b2c3d4e5f'],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
    ['the max UUID', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
    ['braces', '{6f1c2f8e-3d4b-4a5c-9e7f-0a1b2c3d4e5f}'],
    ['a trailing newline', '6f1c2f8e-3d4b-4a5c-9e7f-0a1b2c3d4e5f\n'],
  ])('refuses %s', (_name, value) => {
    expect(isVisitorId(value)).toBe(false);
    expect(visitorIdSchema.safeParse(value).success).toBe(false);
  });
});
