import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the validation early (e.g. when the visitor enters the form). */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose code (a zod schema and zod itself, ~27 KB
 * gzip) loads on first use instead of with the page: pages with a form stay
 * as quick to start as pages without one. If the code cannot be loaded (a
 * lost connection), the form is sent unchecked: the API validates with the
 * same schema and its readable message reaches the visitor, nothing is lost.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output> | undefined> | undefined;
  const resolverOnce = () => {
    loading ??= load().catch((error: unknown) => {
      console.warn('Form validation could not be loaded; the server checks the input', error);
      loading = undefined; // the next submit tries again
      return undefined;
    });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const loaded = await resolverOnce();
    if (loaded) return loaded(values, context, options);
    return { values: values as unknown as Output, errors: {} };
  };
  return Object.assign(resolver, { preload: () => void resolverOnce() });
}
