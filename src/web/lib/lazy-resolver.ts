import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code (a schema and its library) is fetched the first time it is needed,
 * or earlier with `preload()` (on the form's first focus): a form shown on a page's first load then does not
 * put the validation library in that load. Should the code fail to load (a dropped connection), the values
 * go on unchecked to the server, which validates them again and answers with its own message; the next
 * use tries the load again.
 */
export function lazyResolver<TValues extends FieldValues>(
  load: () => Promise<Resolver<TValues>>,
): { resolver: Resolver<TValues>; preload: () => void } {
  let loaded: Promise<Resolver<TValues>> | undefined;
  const ready = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    resolver: async (values, context, options) => {
      const resolve = await ready().catch(() => undefined);
      return resolve ? resolve(values, context, options) : { values, errors: {} };
    },
    preload: () => void ready().catch(() => undefined),
  };
}
