import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailInput, changePasswordInput } from '@mb/contract/auth';
import { MESSAGES } from '@mb/contract/ui-text';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { useSession } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { LanguageCard } from './language-card';
import { useChangeEmail, useChangePassword } from './queries';

/** Change e-mail: needs the current password (re-authentication on the server). */
function EmailForm() {
  const session = useSession();
  const changeEmail = useChangeEmail();
  const form = useForm<z.input<typeof changeEmailInput>>({
    resolver: zodResolver(changeEmailInput),
    defaultValues: { email: '', current_password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const r = await changeEmail.submit(values, { form: { setError: form.setError, fields: ['email', 'current_password'] } });
    if (!r.ok) return;
    form.reset({ email: '', current_password: '' });
    toast.success(t('settings.email.changed', 'E-mail changed'), {
      description: t('settings.email.changedText', 'You now sign in with {email}.', { email: r.data.email }),
    });
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('auth.email', 'E-mail')}</CardTitle>
        <CardDescription>
          {t('settings.email.current', 'You sign in with')} <strong className="text-foreground">{session?.user.email}</strong>.{' '}
          {t('settings.email.private', 'It is never shown on your profile.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('settings.email.change', 'Change e-mail')}>
          <Field label={t('settings.email.new', 'New e-mail')} error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
          </Field>
          <Field label={t('settings.password.current', 'Current password')} error={errors.current_password?.message}>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('current_password')} />}
          </Field>
          <FormError message={changeEmail.error} />
          <div className="flex justify-end">
            <Button type="submit" disabled={changeEmail.busy}>
              {changeEmail.busy ? t('common.saving', 'Saving...') : t('settings.email.change', 'Change e-mail')}
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
  const changePassword = useChangePassword();
  const form = useForm<z.input<typeof passwordForm>>({
    resolver: zodResolver(passwordForm),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ current_password, new_password }) => {
    const r = await changePassword.submit(
      { current_password, new_password },
      { form: { setError: form.setError, fields: ['current_password', 'new_password'] } },
    );
    if (!r.ok) return;
    form.reset();
    toast.success(t('settings.password.changed', 'Password changed'), {
      description: t('settings.password.changedText', 'Your other devices were signed out.'),
    });
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('auth.password', 'Password')}</CardTitle>
        <CardDescription>{t('settings.password.intro', 'Changing it signs out every other device.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('settings.password.change', 'Change password')}>
          <Field label={t('settings.password.current', 'Current password')} error={errors.current_password?.message}>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('current_password')} />}
          </Field>
          <Field
            label={t('auth.reset.new', 'New password')}
            error={errors.new_password?.message}
            hint={t('auth.passwordHint', 'At least 8 characters. Avoid common passwords.')}
          >
            {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('new_password')} />}
          </Field>
          <Field label={t('auth.reset.repeat', 'Repeat the new password')} error={errors.confirm?.message}>
            {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('confirm')} />}
          </Field>
          <FormError message={changePassword.error} />
          <div className="flex justify-end">
            <Button type="submit" disabled={changePassword.busy}>
              {changePassword.busy ? t('common.saving', 'Saving...') : t('settings.password.change', 'Change password')}
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
      <LanguageCard />
      <EmailForm />
      <PasswordForm />
    </div>
  );
}
