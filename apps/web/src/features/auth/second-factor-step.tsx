import { zodResolver } from '@hookform/resolvers/zod';
import { type SecondFactorChallenge, secondFactorInput, TWOFACTOR_MESSAGES } from '@mb/contract/twofactor';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { t, tm } from '../../lib/i18n';
import { useSecondFactorSignIn } from './queries';

const CODE_FIELDS = ['code'] as const;

/**
 * The second step of a sign-in with two-factor on (issue 18): a code from the authenticator app, a
 * recovery code, or a passkey. Loaded only when sign-in answers that a second factor is required.
 */
export function SecondFactorStep({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: SecondFactorChallenge;
  onDone: () => void;
  onRestart: () => void;
}) {
  const verify = useSecondFactorSignIn();
  const form = useForm<z.input<typeof secondFactorInput>, unknown, z.output<typeof secondFactorInput>>({
    resolver: zodResolver(secondFactorInput),
    defaultValues: { challenge_token: challenge.challenge_token, code: '' },
  });
  const { errors } = form.formState;
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const hasCode = challenge.methods.includes('totp');
  const hasPasskey = challenge.methods.includes('passkey');

  // A wrong or reused code comes back under the field; an expired or spent challenge starts sign-in again.
  const submit = form.handleSubmit(async (body) => {
    const r = await verify.submit(body, { form: { setError: form.setError, fields: CODE_FIELDS } });
    if (r.ok) return onDone();
    if (r.message === TWOFACTOR_MESSAGES.challengeExpired || r.message === TWOFACTOR_MESSAGES.challengeSpent) setExpired(true);
  });

  const withPasskey = async () => {
    setPasskeyError(null);
    setPasskeyBusy(true);
    try {
      const { signInWithPasskey } = await import('./passkey-ceremony');
      await signInWithPasskey(challenge.challenge_token);
      onDone();
    } catch (err) {
      const { passkeyError: why } = await import('./passkey-ceremony');
      const msg = why(err);
      if (msg === TWOFACTOR_MESSAGES.challengeExpired) setExpired(true);
      setPasskeyError(msg);
    } finally {
      setPasskeyBusy(false);
    }
  };

  if (expired) {
    return (
      <div className="grid gap-4" role="alert">
        <p className="text-sm">{verify.error ?? tm(TWOFACTOR_MESSAGES.challengeExpired)}</p>
        <Button onClick={onRestart}>{t('auth.2fa.again', 'Sign in again')}</Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4" data-testid="second-factor-step">
      <div>
        <h2 className="text-lg font-semibold">{t('auth.2fa.title', 'Two-factor sign-in')}</h2>
        <p className="text-sm text-muted-foreground">
          {hasCode
            ? t(
                'auth.2fa.codeIntro',
                'Your password was right. Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
              )
            : t('auth.2fa.passkeyIntro', 'Your password was right. Confirm it is you with your passkey.')}
        </p>
      </div>
      {hasCode ? (
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('auth.2fa.form', 'Two-factor code')}>
          <Field
            label={t('auth.2fa.code', 'Code')}
            error={errors.code?.message}
            hint={t('auth.2fa.codeHint', 'A recovery code looks like abcde-23456.')}
          >
            {(p) => (
              <Input
                {...p}
                {...form.register('code')}
                autoComplete="one-time-code"
                inputMode="text"
                autoFocus
                maxLength={32}
                className="font-mono tracking-widest"
              />
            )}
          </Field>
          <FormError message={verify.error} />
          <Button type="submit" disabled={verify.busy}>
            {verify.busy ? t('common.checking', 'Checking...') : t('auth.2fa.verify', 'Verify')}
          </Button>
        </form>
      ) : null}
      {hasPasskey ? (
        <div className="grid gap-2">
          <Button type="button" variant={hasCode ? 'outline' : 'default'} onClick={() => void withPasskey()} disabled={passkeyBusy}>
            <KeyRound aria-hidden />
            {passkeyBusy ? t('auth.passkey.waiting', 'Waiting for your passkey...') : t('auth.2fa.usePasskey', 'Use a passkey')}
          </Button>
          <FormError message={passkeyError} />
        </div>
      ) : null}
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onRestart}>
        {t('auth.2fa.back', 'Back to e-mail and password')}
      </Button>
    </div>
  );
}
