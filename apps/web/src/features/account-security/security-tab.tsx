import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PasskeyNameInput,
  type PasswordConfirmInput,
  passkeyNameInput,
  passwordConfirmInput,
  type SecurityStatus,
  type TotpConfirmInput,
  TWOFACTOR_LIMITS,
  TWOFACTOR_MESSAGES,
  totpConfirmInput,
} from '@mb/contract/twofactor';
import { KeyRound, Laptop, ShieldAlert, ShieldCheck, Smartphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorState } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t, tm } from '../../lib/i18n';
import { timeAgo } from '../../lib/time-ago';
import { toast } from '../../lib/toast';
import {
  useAddPasskey,
  useDevices,
  useRegenerateCodes,
  useRemovePasskey,
  useSecurityStatus,
  useSignOutDevice,
  useSignOutOthers,
  useTotpConfirm,
  useTotpDisable,
  useTotpStart,
} from './queries';

const QrCode = lazy(() => import('../../components/qr-code').then((m) => ({ default: m.QrCode })));
const M = TWOFACTOR_MESSAGES;
const day = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric' });

/** The recovery codes, shown once after set-up or regeneration, with a way to keep them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('account-security.codes.copied', 'Recovery codes copied'));
    } catch {
      toast.error(t('account-security.codes.copyFailed', 'Could not copy: select the codes and copy them by hand.'));
    }
  };
  return (
    <div className="grid gap-3 rounded-md border border-warning/40 bg-warning/5 p-4" data-testid="recovery-codes">
      <p className="text-sm font-medium">
        {t('account-security.codes.save', 'Save these recovery codes now. Each works once; they will not be shown again.')}
      </p>
      <ul className="grid grid-cols-1 gap-1 font-mono text-sm min-[400px]:grid-cols-2">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {t('account-security.codes.copy', 'Copy codes')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('account-security.codes.saved', 'I have saved them')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Offered when a second factor turns sign-in security on (issue 31): sessions opened before, with the
 * password alone, would otherwise stay signed in. Checked unless the member unticks it.
 */
function SignOutOthers({ id, checked, onChange }: { id: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-start gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} className="mt-0.5" />
      <Label htmlFor={id} className="grid gap-0.5 font-normal">
        <span>{t('account-security.signOutOthers', 'Sign out my other sessions')}</span>
        <span className="text-xs text-muted-foreground">
          {t('account-security.signOutOthersHint', 'Every other browser and device signs in again, with the new second step.')}
        </span>
      </Label>
    </div>
  );
}

const signedOutText = (count: number) =>
  count > 0
    ? t('account-security.signedOut', '{count, plural, one {# other session was} other {# other sessions were}} signed out.', { count })
    : undefined;

const TOTP_FIELDS = ['code'] as const;
const PASSWORD_FIELDS = ['current_password'] as const;
const PASSKEY_FIELDS = ['name'] as const;

/** Set-up: QR code and manual key, then a code from the app turns it on. */
function TotpSetup({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const start = useTotpStart();
  const confirm = useTotpConfirm();
  const [enrolment, setEnrolment] = useState<{ otpauth_uri: string; secret: string } | null>(null);
  const form = useForm<TotpConfirmInput, unknown, z.output<typeof totpConfirmInput>>({
    resolver: zodResolver(totpConfirmInput),
    defaultValues: { code: '', sign_out_others: true },
  });
  const { errors } = form.formState;
  const signOut = form.watch('sign_out_others') ?? true;

  if (!enrolment) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {t(
            'account-security.totp.apps',
            'Use an authenticator app such as 1Password, Google Authenticator, Microsoft Authenticator or Aegis.',
          )}
        </p>
        <FormError message={start.error} />
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={start.busy}
            onClick={async () => {
              const r = await start.submit(undefined);
              if (r.ok) setEnrolment(r.data);
            }}
          >
            {start.busy ? t('account-security.totp.starting', 'Starting...') : t('account-security.totp.showQr', 'Show the QR code')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </div>
      </div>
    );
  }
  const submit = form.handleSubmit(async (body) => {
    const r = await confirm.submit(body, {
      form: { setError: form.setError, fields: TOTP_FIELDS },
      success: (d) => ({ title: t('account-security.totp.on', 'Two-factor sign-in is on'), description: signedOutText(d.signed_out) }),
    });
    if (r.ok) onCodes(r.data.recovery_codes);
  });
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
        <li>{t('account-security.totp.step1', 'Scan this QR code with your authenticator app, or type the key by hand.')}</li>
        <li>{t('account-security.totp.step2', 'Enter the 6-digit code the app shows.')}</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <Suspense fallback={<Skeleton className="size-44" />}>
          <QrCode
            value={enrolment.otpauth_uri}
            label={t('account-security.totp.qr', 'QR code for your authenticator app')}
            testId="totp-qr"
          />
        </Suspense>
        <div className="grid min-w-0 gap-1">
          <span className="text-xs text-muted-foreground">{t('account-security.totp.key', 'Key (type it if you cannot scan)')}</span>
          <code className="break-all rounded bg-muted px-2 py-1 font-mono text-sm" data-testid="totp-secret">
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:max-w-xs"
        aria-label={t('account-security.totp.confirm', 'Confirm authenticator app')}
      >
        <Field label={t('account-security.totp.code', 'Code from the app')} error={errors.code?.message}>
          {(p) => (
            <Input
              {...p}
              {...form.register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              className="font-mono tracking-widest"
            />
          )}
        </Field>
        <SignOutOthers id="totp-sign-out-others" checked={signOut} onChange={(v) => form.setValue('sign_out_others', v)} />
        <FormError message={confirm.error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={confirm.busy}>
            {confirm.busy ? t('common.checking', 'Checking...') : t('account-security.totp.turnOn', 'Turn on')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** With the app on: new recovery codes or turning it off, each after the password. */
function TotpOn({ status, onCodes }: { status: SecurityStatus; onCodes: (codes: string[]) => void }) {
  const regenerate = useRegenerateCodes();
  const disable = useTotpDisable();
  const form = useForm<PasswordConfirmInput, unknown, z.output<typeof passwordConfirmInput>>({
    resolver: zodResolver(passwordConfirmInput),
    defaultValues: { current_password: '' },
  });
  const { errors } = form.formState;
  const display = { setError: form.setError, fields: PASSWORD_FIELDS };
  const run = (what: 'codes' | 'off') =>
    form.handleSubmit(async (body) => {
      if (what === 'codes') {
        const r = await regenerate.submit(body, { form: display });
        if (r.ok) {
          form.reset();
          onCodes(r.data.recovery_codes);
        }
      } else {
        const r = await disable.submit(body, {
          form: display,
          success: { title: t('account-security.totp.off', 'Two-factor sign-in is off') },
        });
        if (r.ok) form.reset();
      }
    })();
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {t('account-security.totp.since', 'On since {date}.', { date: status.totp_enabled_at ? day(status.totp_enabled_at) : '—' })}{' '}
        <span className={status.recovery_codes_left <= 3 ? 'font-medium text-warning' : 'text-muted-foreground'}>
          {t('account-security.totp.codesLeft', '{left} of {total} recovery codes left.', {
            left: status.recovery_codes_left,
            total: TWOFACTOR_LIMITS.recoveryCodes,
          })}
        </span>
      </p>
      <div className="grid gap-3 sm:max-w-sm">
        <Field
          label={t('settings.password.current', 'Current password')}
          error={errors.current_password?.message}
          hint={t('account-security.totp.passwordHint', 'Needed for new recovery codes or to turn it off.')}
        >
          {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('current_password')} />}
        </Field>
        <FormError message={regenerate.error ?? disable.error} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={regenerate.busy} onClick={() => void run('codes')}>
            {regenerate.busy
              ? t('account-security.totp.making', 'Making codes...')
              : t('account-security.totp.newCodes', 'New recovery codes')}
          </Button>
          <Button variant="destructive" disabled={disable.busy} onClick={() => void run('off')}>
            {disable.busy ? t('account-security.totp.turningOff', 'Turning off...') : t('account-security.totp.turnOff', 'Turn off')}
          </Button>
        </div>
      </div>
    </div>
  );
}

function TotpCard({ status }: { status: SecurityStatus }) {
  const [setup, setSetup] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t('account-security.totp.title', 'Authenticator app')}
          {status.totp_enabled ? (
            <Badge variant="success">{t('account-security.on', 'On')}</Badge>
          ) : (
            <Badge variant="outline">{t('account-security.off', 'Off')}</Badge>
          )}
        </CardTitle>
        <CardDescription>
          {t('account-security.totp.intro', 'After your password, sign-in asks for a code from an app on your phone.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : status.totp_enabled ? (
          <TotpOn status={status} onCodes={setCodes} />
        ) : setup ? (
          <TotpSetup
            onCancel={() => setSetup(false)}
            onCodes={(c) => {
              setSetup(false);
              setCodes(c);
            }}
          />
        ) : (
          <div>
            <Button onClick={() => setSetup(true)}>{t('account-security.totp.setUp', 'Set up an authenticator app')}</Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PasskeysCard({ status }: { status: SecurityStatus }) {
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const form = useForm<PasskeyNameInput, unknown, z.output<typeof passkeyNameInput>>({
    resolver: zodResolver(passkeyNameInput),
    defaultValues: { name: '' },
  });
  const { errors } = form.formState;
  const [signOut, setSignOut] = useState(true);
  // The first passkey of an account with no authenticator app turns two-factor sign-in on.
  const turnsOn = !status.totp_enabled && status.passkeys.length === 0;
  const submit = form.handleSubmit(async ({ name }) => {
    const signOutOthers = turnsOn && signOut;
    const r = await add.submit(
      { name, signOutOthers },
      {
        form: { setError: form.setError, fields: PASSKEY_FIELDS },
        success: {
          title: t('account-security.passkey.added', 'Passkey added'),
          description: signOutOthers ? t('account-security.passkey.othersOut', 'Your other sessions were signed out.') : undefined,
        },
        message: (err) => {
          const n = (err as { name?: string })?.name;
          if (n === 'NotAllowedError' || n === 'AbortError') return tm(M.passkeyCancelled);
          if (n === 'InvalidStateError') return t('account-security.passkey.exists', 'This device already has a passkey for your account.');
          if (err instanceof Error && err.message === 'unsupported') return tm(M.passkeysUnsupported);
          return err instanceof Error && 'status' in err ? err.message : tm(M.passkeyFailed);
        },
      },
    );
    if (r.ok) form.reset();
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account-security.passkey.title', 'Passkeys')}</CardTitle>
        <CardDescription>
          {t(
            'account-security.passkey.intro',
            'Sign in with your fingerprint, face or device PIN instead of a password, or use a passkey as the second step after it.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.passkeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('account-security.passkey.none', 'No passkeys yet.')}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t('account-security.passkey.list', 'Your passkeys')}>
            {status.passkeys.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center gap-3 p-3">
                <KeyRound className="size-5 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{k.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('account-security.passkey.addedOn', 'Added {date}', { date: day(k.created_at) })} ·{' '}
                    {k.last_used_at
                      ? t('account-security.passkey.lastUsed', 'last used {ago}', { ago: timeAgo(k.last_used_at) })
                      : t('account-security.passkey.neverUsed', 'never used')}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.busy}
                  aria-label={t('account-security.passkey.remove', 'Remove passkey {name}', { name: k.name })}
                  onClick={() =>
                    void remove.submit(k.id, {
                      success: { title: t('account-security.passkey.removed', 'Passkey removed') },
                      failure: (m) => (m ? { title: m } : null),
                    })
                  }
                >
                  {t('account-security.remove', 'Remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {status.passkeys.length < TWOFACTOR_LIMITS.passkeysMax ? (
          <form
            onSubmit={submit}
            noValidate
            className="grid gap-3 sm:max-w-sm"
            aria-label={t('account-security.passkey.add', 'Add a passkey')}
          >
            <Field
              label={t('account-security.passkey.name', 'Name of the new passkey')}
              error={errors.name?.message}
              hint={t('account-security.passkey.nameHint', 'For example "Work laptop" or "Phone".')}
            >
              {(p) => <Input {...p} maxLength={TWOFACTOR_LIMITS.passkeyNameMax + 10} {...form.register('name')} />}
            </Field>
            {turnsOn ? <SignOutOthers id="passkey-sign-out-others" checked={signOut} onChange={setSignOut} /> : null}
            <FormError message={add.error} />
            <div>
              <Button type="submit" disabled={add.busy}>
                <KeyRound aria-hidden />
                {add.busy
                  ? t('account-security.passkey.waiting', 'Waiting for your device...')
                  : t('account-security.passkey.add', 'Add a passkey')}
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">{tm(M.passkeysTooMany)}</p>
        )}
      </CardContent>
    </Card>
  );
}

const regionName = (code: string) => {
  try {
    return new Intl.DisplayNames(intlLocale(), { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

function DevicesCard() {
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  // This device first, then the most recently active.
  const list = [...(devices.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((d) => !d.current).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account-security.devices.title', 'Signed-in devices')}</CardTitle>
        <CardDescription>
          {t(
            'account-security.devices.intro',
            'Where your account is signed in now. Sign out any you do not recognise, then change your password.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {devices.isPending ? (
          <Skeleton className="h-24" />
        ) : devices.isError ? (
          <ErrorState
            message={t('account-security.devices.loadFailed', 'Could not load your devices.')}
            onRetry={() => void devices.refetch()}
            retrying={devices.isFetching}
          />
        ) : (
          <ul
            className="divide-y rounded-md border"
            aria-label={t('account-security.devices.title', 'Signed-in devices')}
            data-testid="devices"
          >
            {list.map((d) => {
              const Icon = d.os === 'iOS' || d.os === 'Android' ? Smartphone : Laptop;
              const browser = d.browser ?? t('account-security.devices.unknownBrowser', 'Unknown browser');
              const what = d.os ? t('account-security.devices.browserOn', '{browser} on {os}', { browser, os: d.os }) : browser;
              return (
                <li key={d.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="device">
                  <Icon className="size-5 text-muted-foreground" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {what}
                      {d.current ? <Badge variant="info">{t('account-security.devices.this', 'This device')}</Badge> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {d.country ? `${regionName(d.country)} · ` : ''}
                      {d.current
                        ? t('account-security.devices.activeNow', 'active now')
                        : t('account-security.devices.lastActive', 'last active {ago}', { ago: timeAgo(d.last_used_at) })}{' '}
                      · {t('account-security.devices.signedIn', 'signed in {date}', { date: day(d.created_at) })}
                    </p>
                  </div>
                  {d.current ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={signOut.busy}
                      aria-label={t('account-security.devices.signOutOne', 'Sign out {device}', { device: what })}
                      onClick={() =>
                        void signOut.submit(d.id, {
                          success: { title: t('account-security.devices.signedOut', 'Device signed out') },
                          failure: (m) => (m ? { title: m } : null),
                        })
                      }
                    >
                      {t('account-security.devices.signOut', 'Sign out')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {others > 0 ? (
          <div>
            <Button
              variant="outline"
              disabled={signOutOthers.busy}
              onClick={() =>
                void signOutOthers.submit(undefined, {
                  success: (r) => ({
                    title: t(
                      'account-security.devices.manySignedOut',
                      '{count, plural, one {# device signed out} other {# devices signed out}}',
                      {
                        count: r.revoked,
                      },
                    ),
                  }),
                  failure: (m) => (m ? { title: m } : null),
                })
              }
            >
              {signOutOthers.busy
                ? t('account-security.devices.signingOut', 'Signing out...')
                : t('account-security.devices.signOutAll', 'Sign out all other devices')}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Settings → Security (issue 18): two-factor sign-in, passkeys and signed-in devices. */
export function SecurityTab() {
  const status = useSecurityStatus();
  return (
    <div className="grid gap-6">
      {status.data?.staff_must_enrol ? (
        <div role="alert" className="flex gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm">
          <ShieldAlert className="size-5 shrink-0 text-warning" aria-hidden />
          <p>
            <strong>{t('account-security.staff.must', 'Staff accounts must use two-factor sign-in.')}</strong>{' '}
            {t('account-security.staff.closed', 'Staff pages stay closed until you turn on an authenticator app or add a passkey below.')}
          </p>
        </div>
      ) : status.data && (status.data.totp_enabled || status.data.passkeys.length > 0) ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck className="size-5 text-success" aria-hidden />
          {t('account-security.protected', 'Two-factor sign-in protects your account. Every change here is e-mailed to you.')}
        </p>
      ) : null}
      {status.isPending ? (
        <Skeleton className="h-48" />
      ) : status.isError ? (
        <ErrorState
          message={t('account-security.loadFailed', 'Could not load your sign-in security.')}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : (
        <>
          <TotpCard status={status.data} />
          <PasskeysCard status={status.data} />
        </>
      )}
      <DevicesCard />
    </div>
  );
}
