import { MESSAGES } from '@mb/contract/ui-text';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { input, output, ZodType } from 'zod';
import { tm } from './i18n';
import { toast } from './toast';

// A form on a page visitors land on (/auth, a listing's reviews) validates with the contract's zod
// schema without loading zod with the page: the resolver imports the schema's module and the zod
// resolver on the first validation (react-hook-form awaits an async resolver), then keeps them. Rules
// and messages are the schema's own, so the browser and the server still say the same thing. Forms on
// members' pages, which load zod anyway, keep `zodResolver(schema)`.

/**
 * `zodResolver(schema)` with the schema loaded on first use: `lazyZodResolver(() => import('@mb/contract/auth').then((m) => m.signInInput))`.
 * A failed download (offline, a new deploy) blocks the submit with the network message and is tried again on the next one.
 */
export function lazyZodResolver<S extends ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): Resolver<input<S>, unknown, output<S>> {
  let ready: Promise<Resolver<input<S>, unknown, output<S>>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<input<S>, unknown, output<S>>,
    );
    let resolve: Resolver<input<S>, unknown, output<S>>;
    try {
      resolve = await ready;
    } catch (e) {
      ready = null;
      console.error('form validation could not load', e);
      const message = tm(MESSAGES.networkFailed);
      toast.error(message);
      return { values: {}, errors: { root: { type: 'load', message } } as FieldErrors<input<S>> };
    }
    return resolve(values, context, options);
  };
}
