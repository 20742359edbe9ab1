import { signInInput } from '@mb/contract/auth';
import { MESSAGES } from '@mb/contract/ui-text';
import { describe, expect, it, vi } from 'vitest';
import { lazyZodResolver } from './lazy-resolver';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('./toast', () => ({ toast: { error: toastError } }));

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('a form whose schema loads on the first validation', () => {
  it("answers with the schema's own messages, and loads it once", async () => {
    const load = vi.fn(async () => signInInput);
    const resolve = lazyZodResolver(load);
    const bad = await resolve({ email: 'not-an-email', password: '' }, undefined, options);
    expect(bad.errors.email?.message).toBe(signInInput.safeParse({ email: 'not-an-email', password: 'x' }).error?.issues[0]?.message);
    const good = await resolve({ email: 'a@example.test', password: 'secret-password' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ email: 'a@example.test', password: 'secret-password' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('blocks the submit with the network message when the schema cannot be downloaded, and tries again on the next', async () => {
    const load = vi
      .fn<() => Promise<typeof signInInput>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(signInInput);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const resolve = lazyZodResolver(load);
    const failed = await resolve({ email: 'a@example.test', password: 'secret-password' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors.root?.message).toBe(MESSAGES.networkFailed);
    expect(toastError).toHaveBeenCalledWith(MESSAGES.networkFailed);
    // What was typed is untouched (the resolver never resets the form); the next submit loads again.
    const again = await resolve({ email: 'a@example.test', password: 'secret-password' }, undefined, options);
    expect(again.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});
