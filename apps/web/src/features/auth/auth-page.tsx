import type { passwordResetRequestInput, signInInput, signUpInput } from '@mb/contract/auth';
import { PROFILE_TYPES, type ProfileType } from '@mb/contract/profile-types';
import type { SecondFactorChallenge } from '@mb/contract/twofactor';
import { MESSAGES } from '@mb/contract/ui-text';
import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../lib/auth';
import { accountTypeParam, rememberChosenPlan } from '../../lib/chosen-plan';
import { t, tm } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { PRODUCT_NAME } from '../../lib/product';
import { useRequestPasswordReset, useSignIn, useSignUp } from './queries';
import { safeRedirect } from './redirect';

const accountTypes = (): Record<ProfileType, { label: string; hint: string }> => ({
  creator: { label: t('auth.type.creator', 'Creator / model'), hint: t('auth.type.creatorHint', 'Portfolio, casting, collaborations') },
  studio: { label: t('auth.type.studio', 'Studio'), hint: t('auth.type.studioHint', 'Cast talent, publish news, casting forms') },
  business: { label: t('auth.type.business', 'Business'), hint: t('auth.type.businessHint', 'A verified listing in the directory') },
  enterprise: {
    label: t('auth.type.enterprise', 'Enterprise'),
    hint: t('auth.type.enterpriseHint', 'Run several studios under one account'),
  },
});

// Issue 18: the second step (a code or a passkey) and the passkey ceremony load only when needed, so
// /auth's first load (the visitor JS budget) does not grow.
const SecondFactorStep = lazy(() => import('./second-factor-step').then((m) => ({ default: m.SecondFactorStep })));

/** "Sign in with a passkey": password-less, a discoverable passkey picks the account. */
function PasskeySignIn({ onDone }: { onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    setBusy(true);
    try {
      const { signInWithPasskey } = await import('./passkey-ceremony');
      await signInWithPasskey();
      onDone();
    } catch (e) {
      const { passkeyError } = await import('./passkey-ceremony').catch(() => ({ passkeyError: () => tm(MESSAGES.networkFailed) }));
      setError(passkeyError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" onClick={() => void run()} disabled={busy}>
        <KeyRound aria-hidden />
        {busy ? t('auth.passkey.waiting', 'Waiting for your passkey...') : t('auth.passkey.signIn', 'Sign in with a passkey')}
      </Button>
      <FormError message={error} />
    </div>
  );
}

// The forms validate with the contract's schemas, loaded on the first validation: /auth opens without zod.
const schemas = () => import('./form-schemas');
const signInResolver = lazyZodResolver(() => schemas().then((m) => m.signInInput));
const resetRequestResolver = lazyZodResolver(() => schemas().then((m) => m.passwordResetRequestInput));
const signUpResolver = lazyZodResolver(() => schemas().then((m) => m.signUpInput));

function SignInForm({ onDone }: { onDone: () => void }) {
  const [forgot, setForgot] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const signIn = useSignIn();
  const form = useForm<z.input<typeof signInInput>>({ resolver: signInResolver, defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const r = await signIn.submit(values, { form: { setError: form.setError, fields: ['email', 'password'] } });
    if (!r.ok) return;
    if ('second_factor_required' in r.data) setChallenge(r.data);
    else onDone();
  });
  if (challenge) {
    return (
      <Suspense fallback={<p className="py-6 text-sm text-muted-foreground">{t('common.loading', 'Loading...')}</p>}>
        <SecondFactorStep
          challenge={challenge}
          onDone={onDone}
          onRestart={() => {
            setChallenge(null);
            form.setValue('password', '');
          }}
        />
      </Suspense>
    );
  }
  if (forgot) return <ForgotPasswordForm initialEmail={form.getValues('email')} onBack={() => setForgot(false)} />;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('auth.signIn', 'Sign in')}>
      <Field label={t('auth.email', 'E-mail')} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field label={t('auth.password', 'Password')} error={errors.password?.message}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('password')} />}
      </Field>
      <FormError message={signIn.error} />
      <Button type="submit" disabled={signIn.busy}>
        {signIn.busy ? t('auth.signingIn', 'Signing in...') : t('auth.signIn', 'Sign in')}
      </Button>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={() => setForgot(true)}>
        {t('auth.forgot', 'Forgot your password?')}
      </Button>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {t('auth.or', 'or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <PasskeySignIn onDone={onDone} />
    </form>
  );
}

function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();
  const form = useForm<z.input<typeof passwordResetRequestInput>>({
    resolver: resetRequestResolver,
    defaultValues: { email: initialEmail },
  });
  const submit = form.handleSubmit(async (values) => {
    const r = await request.submit(values, { form: { setError: form.setError, fields: ['email'] } });
    if (r.ok) setSent(true);
  });
  if (sent) {
    return (
      <div className="grid gap-4" role="status">
        <p>{tm(MESSAGES.resetSent)}</p>
        <Button variant="outline" onClick={onBack}>
          {t('auth.backToSignIn', 'Back to sign in')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('auth.reset.label', 'Reset password')}>
      <p className="text-sm text-muted-foreground">
        {t('auth.reset.intro', "Enter your account's e-mail and we will send you a link to choose a new password.")}
      </p>
      <Field label={t('auth.email', 'E-mail')} error={form.formState.errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <FormError message={request.error} />
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('common.back', 'Back')}
        </Button>
        <Button type="submit" disabled={request.busy} className="flex-1">
          {request.busy ? t('auth.reset.sending', 'Sending...') : t('auth.reset.send', 'Send reset link')}
        </Button>
      </div>
    </form>
  );
}

function JoinForm({ onDone }: { onDone: () => void }) {
  const signUp = useSignUp();
  // From a pricing button: /signup?type=<account type>&plan=<plan id>[&billing=yearly] (lib/chosen-plan.ts).
  const [params] = useSearchParams();
  const form = useForm<z.input<typeof signUpInput>>({
    resolver: signUpResolver,
    defaultValues: { email: '', password: '', profile_type: accountTypeParam(params.get('type')) ?? 'creator' },
  });
  const { errors } = form.formState;
  const chosen = form.watch('profile_type');
  const submit = form.handleSubmit(async (values) => {
    const r = await signUp.submit(values, {
      form: { setError: form.setError, fields: ['email', 'password', 'profile_type'] },
      success: { title: t('auth.welcome', 'Welcome to {product}', { product: PRODUCT_NAME }) },
    });
    if (r.ok) {
      rememberChosenPlan(r.data.user.id, params.get('plan'), params.get('billing'));
      onDone();
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('auth.join', 'Join')}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('auth.joiningAs', 'I am joining as')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {PROFILE_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer flex-col gap-0.5 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <span className="flex items-center gap-2 font-medium">
                <input type="radio" value={type} className="accent-primary" {...form.register('profile_type')} checked={chosen === type} />
                {accountTypes()[type].label}
              </span>
              <span className="text-xs text-muted-foreground">{accountTypes()[type].hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('auth.email', 'E-mail')} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field
        label={t('auth.password', 'Password')}
        error={errors.password?.message}
        hint={t('auth.passwordHint', 'At least 8 characters. Avoid common passwords.')}
      >
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <FormError message={signUp.error} />
      <Button type="submit" disabled={signUp.busy}>
        {signUp.busy ? t('auth.creating', 'Creating account...') : t('auth.create', 'Create account')}
      </Button>
      <p className="text-xs text-muted-foreground">
        {t('auth.consent', 'By joining you confirm you are 18 or older and accept the')}{' '}
        <Link className="underline" to="/terms">
          {t('auth.terms', 'Terms')}
        </Link>{' '}
        {t('auth.and', 'and')}{' '}
        <Link className="underline" to="/privacy">
          {t('auth.privacy', 'Privacy Policy')}
        </Link>
        .
      </p>
    </form>
  );
}

export default function AuthPage() {
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const tab = location.pathname === '/signup' || params.get('tab') === 'join' ? 'join' : 'signin';
  if (session) return <Navigate to={redirect} replace />;
  const done = () => navigate(redirect, { replace: true });
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">
            {tab === 'join' ? t('auth.joinTitle', 'Join {product}', { product: PRODUCT_NAME }) : t('auth.welcomeBack', 'Welcome back')}
          </CardTitle>
          <CardDescription>
            {tab === 'join'
              ? t('auth.joinIntro', 'The professional network for the adult industry. Adults (18+) only.')
              : t('auth.signInIntro', 'Sign in to your account to continue.')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs
            value={tab}
            onValueChange={(v) => {
              const next = new URLSearchParams(params);
              if (v === 'join') next.set('tab', 'join');
              else next.delete('tab');
              if (location.pathname === '/signup') navigate(`/auth?${next}`, { replace: true });
              else setParams(next, { replace: true });
            }}
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">{t('auth.signIn', 'Sign in')}</TabsTrigger>
              <TabsTrigger value="join">{t('auth.join', 'Join')}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onDone={done} />
            </TabsContent>
            <TabsContent value="join">
              <JoinForm onDone={done} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
