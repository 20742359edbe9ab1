import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@mb/contract/auth';
import { MESSAGES } from '@mb/contract/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form-errors';

const schema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MESSAGES.passwordsDiffer });

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(token ? null : MESSAGES.resetInvalid);
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await api('passwordResetConfirm', { body: { token, password } });
      toast.success(MESSAGES.resetDone);
      navigate('/auth', { replace: true });
    } catch (e) {
      setFormError(applyServerError(e, form.setError, ['password']));
    }
  });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Choose a new password</CardTitle>
          <CardDescription>Every device signed in to your account will be signed out.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <Field label="New password" error={errors.password?.message}>
              {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('password')} />}
            </Field>
            <Field label="Repeat the new password" error={errors.confirm?.message}>
              {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('confirm')} />}
            </Field>
            {formError ? (
              <p role="alert" className="text-sm text-destructive">
                {formError}{' '}
                <Link to="/auth" className="underline">
                  Request a new link
                </Link>
              </p>
            ) : null}
            <Button type="submit" disabled={isSubmitting || !token}>
              {isSubmitting ? 'Saving...' : 'Set new password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
