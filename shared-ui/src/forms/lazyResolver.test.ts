import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: undefined } as Parameters<
  Resolver<Values>
>[2];

const rejectEmpty: Resolver<Values> = async (values) => {
  if (values.email) return { values, errors: {} as Record<string, never> };
  return { values: {}, errors: { email: { type: 'too_small', message: 'required' } } };
};

describe('lazyResolver', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the validation once, on first use or preload, and validates with it', async () => {
    const load = jest.fn().mockResolvedValue(rejectEmpty);
    const resolver = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    const invalid = await resolver({ email: '' }, undefined, options);
    const valid = await resolver({ email: 'a@b.de' }, undefined, options);
    expect(invalid.errors).toHaveProperty('email.message', 'required');
    expect(valid).toEqual({ values: { email: 'a@b.de' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form be sent unchecked when the validation cannot load, and tries again next time', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(rejectEmpty);
    const resolver = lazyResolver<Values, Values>(load);
    await expect(resolver({ email: '' }, undefined, options)).resolves.toEqual({
      values: { email: '' },
      errors: {},
    });
    expect(console.warn).toHaveBeenCalled();
    const retried = await resolver({ email: '' }, undefined, options);
    expect(retried.errors).toHaveProperty('email');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
