import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerError, errorMessage } from './form-errors';
import { toast } from './toast';

interface ToastText {
  title: string;
  description?: string;
}

/** Where and how one call's outcome is shown. */
export interface WriteDisplay<TData, F extends FieldValues = FieldValues> {
  /** The form the call came from: server errors for these fields go under them. */
  form?: { setError: UseFormSetError<F>; fields: readonly string[]; focus?: boolean };
  /** Words an error that no field took (default: the server's message). */
  message?: (e: unknown) => string;
  /** A toast once saved. */
  success?: ToastText | ((data: TData) => ToastText | null);
  /** A toast after a failure, given the message shown (null when every error went under its field). */
  failure?: ToastText | ((message: string | null) => ToastText | null);
}

type WriteResult<TData> = { ok: true; data: TData } | { ok: false; error: unknown; message: string | null };

const show = (kind: 'success' | 'error', t: ToastText | null | undefined) => {
  if (t) toast[kind](t.title, t.description === undefined ? undefined : { description: t.description });
};

/**
 * One write to the server: a TanStack Query mutation (declared in a feature's queries.ts, with what it
 * changes in the cache) plus the one way every form shows its outcome. `busy` is true while it runs;
 * `submit` places server field errors under their fields, keeps any other message in `error` (shown
 * by components/ui/form-error.tsx), shows the toasts it is given, and never throws. An optimistic write
 * returns its snapshot from `onMutate` and puts it back in `onError` (TContext is that snapshot).
 */
export function useWrite<TData, TVars = void, TContext = unknown>(options: UseMutationOptions<TData, Error, TVars, TContext>) {
  const { mutateAsync, isPending, reset } = useMutation(options);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    async <F extends FieldValues>(vars: TVars, display: WriteDisplay<TData, F> = {}): Promise<WriteResult<TData>> => {
      setError(null);
      try {
        const data = await mutateAsync(vars);
        show('success', typeof display.success === 'function' ? display.success(data) : display.success);
        return { ok: true, data };
      } catch (e) {
        const { form, message = errorMessage } = display;
        const shown = form ? applyServerError(e, form.setError, form.fields, { message, focus: form.focus }) : message(e);
        setError(shown);
        show('error', typeof display.failure === 'function' ? display.failure(shown) : display.failure);
        return { ok: false, error: e, message: shown };
      }
    },
    [mutateAsync],
  );
  return { submit, busy: isPending, error, setError, reset };
}
