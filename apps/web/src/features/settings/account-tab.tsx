import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailInput, changePasswordInput } from '@mb/contract/auth';
import { MESSAGES } from '@mb/contract/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { applyServerError } from '../../lib/form-errors';
import { getSession, setSession } from '../../lib/session';

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** Change e-mail: needs the current password (re-authentication on the server). */
function EmailForm() {
  const session = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof changeEmailInput>>({
    resolver: zodResolver(changeEmailInput),
    defaultValues: { email: '', current_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await api('changeEmail', { body: values });
      const current = getSession();
      if (current) setSession({ ...current, user });
      form.reset({ email: '', current_password: '' });
      toast.success('E-mail changed', { description: `You now sign in with ${user.email}.` });
    } catch (e) {
      setFormError(applyServerError(e, form.setError, ['email', 'current_password']));
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mail</CardTitle>
        <CardDescription>
          You sign in with <strong className="text-foreground">{session?.user.email}</strong>. It is never shown on your profile.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change e-mail">
          <Field label="New e-mail" error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
          </Field>
          <Field label="Current password" error={errors.current_password?.message}>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('current_password')} />}
          </Field>
          <FormError message={formError} />
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Change e-mail'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

const passwordForm = changePasswordInput
  .extend({ confirm: z.string() })
  .refine((v) => v.new_password === v.confirm, { path: ['confirm'], message: MESSAGES.passwordsDiffer });

/** Change password: needs the current one; other devices are signed out by the server. */
function PasswordForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof passwordForm>>({
    resolver: zodResolver(passwordForm),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ current_password, new_password }) => {
    setFormError(null);
    try {
      await api('changePassword', { body: { current_password, new_password } });
      form.reset();
      toast.success('Password changed', { description: 'Your other devices were signed out.' });
    } catch (e) {
      setFormError(applyServerError(e, form.setError, ['current_password', 'new_password']));
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs out every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change password">
          <Field label="Current password" error={errors.current_password?.message}>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('current_password')} />}
          </Field>
          <Field label="New password" error={errors.new_password?.message} hint="At least 8 characters. Avoid common passwords.">
            {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('new_password')} />}
          </Field>
          <Field label="Repeat the new password" error={errors.confirm?.message}>
            {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('confirm')} />}
          </Field>
          <FormError message={formError} />
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function AccountTab() {
  return (
    <div className="grid gap-6">
      <EmailForm />
      <PasswordForm />
    </div>
  );
}
