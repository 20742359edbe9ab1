import { zodResolver } from '@hookform/resolvers/zod';
import { COMPLIANCE_MESSAGES, DEFAULT_RETURN_URL, ssoExchangeInput } from '@mb/contract/compliance';
import { isSameSitePath } from '@mb/contract/notification-types';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { useSsoExchange } from './queries';

type Values = z.input<typeof ssoExchangeInput>;

/**
 * /sso/login (public, spec §2, §7 sso-token-exchange): single sign-on through the compliance hub. The
 * e-mail (from the form, or ?email=) is exchanged for the hub's sign-in address, and the browser goes
 * there; the hub brings the person back to ?target= (a same-site path, else /dashboard).
 */
export default function SsoLoginPage() {
  usePageMeta(
    `${t('compliance.sso.title', 'Single Sign-On')} · ${PRODUCT_NAME}`,
    t('compliance.sso.meta', 'Sign in through the compliance hub with your e-mail.'),
  );
  const [params] = useSearchParams();
  const target = params.get('target');
  const target_url = isSameSitePath(target) ? target : DEFAULT_RETURN_URL;
  const exchange = useSsoExchange();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof ssoExchangeInput>>({
    resolver: zodResolver(ssoExchangeInput),
    defaultValues: { email: params.get('email') ?? '', target_url },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const r = await exchange.submit(values, {
      form: { setError: form.setError, fields: ['email'] },
      message: (e) => (e instanceof Error && e.message ? e.message : tm(COMPLIANCE_MESSAGES.ssoInitiateFailed)),
      failure: (message) => ({
        title: tm(COMPLIANCE_MESSAGES.ssoRedirectFailed),
        description: message ?? tm(COMPLIANCE_MESSAGES.ssoInitiateFailed),
      }),
    });
    if (!r.ok) return;
    setLeaving(true);
    window.location.assign(r.data.sso_url);
  });

  // An e-mail in the address starts at once (a link from another site); a bad one shows the form with its error.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !params.get('email')) return;
    started.current = true;
    void submit();
  }, [params, submit]);

  return (
    <div className="mx-auto grid w-full max-w-md gap-6 px-4 py-12">
      <Card>
        <CardHeader>
          <span className="mb-1 inline-flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">{t('compliance.sso.title', 'Single Sign-On')}</h1>
          <CardDescription>
            {t('compliance.sso.intro', 'Sign in to {product} through our compliance partner, vAulth, with your e-mail address.', {
              product: PRODUCT_NAME,
            })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {leaving ? (
            <p role="status" className="flex items-center gap-2 text-sm">
              <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
              {t('compliance.sso.leaving', 'Taking you to the compliance hub...')}
            </p>
          ) : (
            <form
              onSubmit={(e) => void submit(e)}
              noValidate
              className="grid gap-4"
              aria-label={t('compliance.sso.form', 'Single sign-on')}
            >
              <Field label={t('compliance.sso.email', 'E-mail')} error={errors.email?.message}>
                {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />}
              </Field>
              <FormError message={exchange.error} />
              <Button type="submit" disabled={exchange.busy}>
                {exchange.busy ? t('compliance.sso.connecting', 'Connecting...') : t('compliance.sso.continue', 'Continue with vAulth')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
