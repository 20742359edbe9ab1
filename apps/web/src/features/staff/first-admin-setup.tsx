import { LIMITS } from '@mb/contract/limits';
import type { StaffStatus } from '@mb/contract/staff';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import { CheckCircle2, KeyRound, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { useApplyStaffStatus, useBootstrapStatus, useGrantAdminAccess } from './admin-queries';

/**
 * Spec §4 'Staff access': with no staff at all, the first member who opens /admin or /moderation is
 * offered staff-management setup and may grant themselves permanent admin; after success the page
 * they asked for opens 2 s later. Once any staff exists (or the check fails) they are denied.
 */
export default function FirstAdminSetup({ denied }: { denied: ReactNode }) {
  const bootstrap = useBootstrapStatus();
  const grant = useGrantAdminAccess();
  const apply = useApplyStaffStatus();
  const [granted, setGranted] = useState<StaffStatus | null>(null);

  useEffect(() => {
    if (!granted) return;
    // The guard admits once the status is in the cache: the requested page opens in place.
    const timer = setTimeout(() => apply(granted), LIMITS.grantAdminRedirectMs);
    return () => clearTimeout(timer);
  }, [granted, apply]);

  if (bootstrap.isPending) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-16" role="status" aria-busy="true">
        <span className="sr-only">{t('staff.setup.checking', 'Checking staff access...')}</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (!granted && (bootstrap.isError || !bootstrap.data?.available)) return <>{denied}</>;

  const submit = async () => {
    const r = await grant.submit(undefined, {
      message: () => tm(STAFF_ADMIN_MESSAGES.grantAdminFailed),
      failure: (message) => ({ title: message ?? tm(STAFF_ADMIN_MESSAGES.grantAdminFailed) }),
      success: { title: t('staff.setup.granted', 'Admin access granted') },
    });
    if (r.ok) setGranted(r.data);
    else void bootstrap.refetch();
  };

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16" aria-labelledby="first-admin-title">
      <Card>
        <CardHeader>
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <CardTitle id="first-admin-title" className="text-2xl">
            {tm(STAFF_ADMIN_MESSAGES.bootstrapTitle)}
          </CardTitle>
          <CardDescription>{tm(STAFF_ADMIN_MESSAGES.bootstrapDescription)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {granted ? (
            <p className="flex items-center gap-2 font-medium text-success" role="status" aria-live="polite">
              <CheckCircle2 className="size-5" aria-hidden />
              {tm(STAFF_ADMIN_MESSAGES.bootstrapGranted)}
            </p>
          ) : (
            <>
              <ul className="grid gap-1 text-sm text-muted-foreground">
                <li>{t('staff.setup.role', 'Role: Administrator (permanent)')}</li>
                <li>{t('staff.setup.permissions', 'Permissions: staff management, content moderation')}</li>
              </ul>
              <FormError message={grant.error} />
              <Button onClick={() => void submit()} disabled={grant.busy} className="justify-self-start">
                <KeyRound aria-hidden />
                {grant.busy ? t('staff.setup.granting', 'Granting...') : t('staff.setup.grant', 'Grant me permanent admin access')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
