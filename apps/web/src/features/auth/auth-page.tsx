import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_TYPES, type ProfileType, passwordResetRequestInput, signInInput, signUpInput } from '@mb/contract/auth';
import { MESSAGES } from '@mb/contract/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { safeRedirect } from '../../app/guards';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { accountTypeParam, rememberChosenPlan } from '../../lib/chosen-plan';
import { applyServerError } from '../../lib/form-errors';
import { PRODUCT_NAME } from '../../lib/product';
import { setSession } from '../../lib/session';

const ACCOUNT_TYPES: Record<ProfileType, { label: string; hint: string }> = {
  creator: { label: 'Creator / model', hint: 'Portfolio, casting, collaborations' },
  studio: { label: 'Studio', hint: 'Cast talent, publish news, casting forms' },
  business: { label: 'Business', hint: 'A verified listing in the directory' },
  enterprise: { label: 'Enterprise', hint: 'Run several studios under one account' },
};

function SignInForm({ onDone }: { onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const form = useForm<z.input<typeof signInInput>>({ resolver: zodResolver(signInInput), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSession(await api('signIn', { body: values }));
      onDone();
    } catch (e) {
      setFormError(applyServerError(e, form.setError, ['email', 'password']));
    }
  });
  if (forgot) return <ForgotPasswordForm initialEmail={form.getValues('email')} onBack={() => setForgot(false)} />;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign in">
      <Field label="E-mail" error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('password')} />}
      </Field>
      {formError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={() => setForgot(true)}>
        Forgot your password?
      </Button>
    </form>
  );
}

function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof passwordResetRequestInput>>({
    resolver: zodResolver(passwordResetRequestInput),
    defaultValues: { email: initialEmail },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api('passwordResetRequest', { body: values });
      setSent(true);
    } catch (e) {
      setFormError(applyServerError(e, form.setError, ['email']));
    }
  });
  if (sent) {
    return (
      <div className="grid gap-4" role="status">
        <p>{MESSAGES.resetSent}</p>
        <Button variant="outline" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reset password">
      <p className="text-sm text-muted-foreground">Enter your account's e-mail and we will send you a link to choose a new password.</p>
      <Field label="E-mail" error={form.formState.errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting} className="flex-1">
          {form.formState.isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </div>
    </form>
  );
}

function JoinForm({ onDone }: { onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  // From a pricing button: /signup?type=<account type>&plan=<plan id>[&billing=yearly] (lib/chosen-plan.ts).
  const [params] = useSearchParams();
  const form = useForm<z.input<typeof signUpInput>>({
    resolver: zodResolver(signUpInput),
    defaultValues: { email: '', password: '', profile_type: accountTypeParam(params.get('type')) ?? 'creator' },
  });
  const { errors, isSubmitting } = form.formState;
  const chosen = form.watch('profile_type');
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const session = await api('signUp', { body: values });
      rememberChosenPlan(session.user.id, params.get('plan'), params.get('billing'));
      setSession(session);
      toast.success(`Welcome to ${PRODUCT_NAME}`);
      onDone();
    } catch (e) {
      setFormError(applyServerError(e, form.setError, ['email', 'password', 'profile_type']));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Join">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">I am joining as</legend>
        <div className="grid grid-cols-2 gap-2">
          {PROFILE_TYPES.map((t) => (
            <label
              key={t}
              className="flex cursor-pointer flex-col gap-0.5 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <span className="flex items-center gap-2 font-medium">
                <input type="radio" value={t} className="accent-primary" {...form.register('profile_type')} checked={chosen === t} />
                {ACCOUNT_TYPES[t].label}
              </span>
              <span className="text-xs text-muted-foreground">{ACCOUNT_TYPES[t].hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="E-mail" error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field label="Password" error={errors.password?.message} hint="At least 8 characters. Avoid common passwords.">
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('password')} />}
      </Field>
      {formError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-xs text-muted-foreground">
        By joining you confirm you are 18 or older and accept the{' '}
        <Link className="underline" to="/terms">
          Terms
        </Link>{' '}
        and{' '}
        <Link className="underline" to="/privacy">
          Privacy Policy
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
          <CardTitle className="text-2xl">{tab === 'join' ? `Join ${PRODUCT_NAME}` : 'Welcome back'}</CardTitle>
          <CardDescription>
            {tab === 'join'
              ? 'The professional network for the adult industry. Adults (18+) only.'
              : 'Sign in to your account to continue.'}
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
              <TabsTrigger value="signin">Sign in</TabsTrigger>
              <TabsTrigger value="join">Join</TabsTrigger>
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
