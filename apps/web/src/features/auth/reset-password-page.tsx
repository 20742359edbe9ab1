import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@mb/contract/auth';
import { MESSAGES } from '@mb/contract/ui-text';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { t } from '../../lib/i18n';
import { useConfirmPasswordReset } from './queries';

const schema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MESSAGES.passwordsDiffer });

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    const r = await confirm.submit(
      { token, password },
      { form: { setError: form.setError, fields: ['password'] }, success: { title: MESSAGES.resetDone } },
    );
    if (r.ok) navigate('/auth', { replace: true });
  });
  const formError = token ? confirm.error : MESSAGES.resetInvalid;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">{t('auth.reset.title', 'Choose a new password')}</CardTitle>
          <CardDescription>{t('auth.reset.description', 'Every device signed in to your account will be signed out.')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <Field label={t('auth.reset.new', 'New password')} error={errors.password?.message}>
              {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('password')} />}
            </Field>
            <Field label={t('auth.reset.repeat', 'Repeat the new password')} error={errors.confirm?.message}>
              {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('confirm')} />}
            </Field>
            <FormError message={formError}>
              {' '}
              <Link to="/auth" className="underline">
                {t('auth.reset.requestNew', 'Request a new link')}
              </Link>
            </FormError>
            <Button type="submit" disabled={confirm.busy || !token}>
              {confirm.busy ? t('common.saving', 'Saving...') : t('auth.reset.set', 'Set new password')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
