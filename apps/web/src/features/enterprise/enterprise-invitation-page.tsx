import { SUB_USER_MESSAGES as S, type SubUserRole } from '@mb/contract/enterprise-sub-users';
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { t, tm } from '../../lib/i18n';
import { roleLabel } from './role-label';
import { useAcceptSubUserInvitation } from './sub-users-queries';

/**
 * /enterprise-invitation?token=… (issue 17 sub-users): reached from the invitation e-mail (or the
 * notification); the signed-in member accepts acting for the enterprise with the role it chose.
 */
export default function EnterpriseInvitationPage() {
  usePageMeta(
    t('enterprise.invitation.title', 'Enterprise invitation'),
    t('enterprise.invitation.meta', 'Accept an invitation to act for an enterprise.'),
  );
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const accept = useAcceptSubUserInvitation();
  const [done, setDone] = useState<{ enterprise: { name: string }; role: SubUserRole } | null>(null);
  return (
    <section className="mx-auto grid w-full max-w-xl gap-6 px-4 py-8" aria-labelledby="invitation-title">
      <h1 id="invitation-title" className="text-2xl font-bold tracking-tight">
        {t('enterprise.invitation.title', 'Enterprise invitation')}
      </h1>
      {!token ? (
        <EmptyState icon={MailWarning} title={t('enterprise.invitation.none', 'No invitation here')}>
          {tm(S.invitationInvalid)}
        </EmptyState>
      ) : done ? (
        <Card data-testid="invitation-accepted">
          <CardContent className="grid gap-4 pt-6">
            <p className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <span>
                {S.accepted(done.enterprise.name)} {t('enterprise.invitation.role', 'Your role: {role}.', { role: roleLabel(done.role) })}
              </span>
            </p>
            <div>
              <Button asChild variant="outline">
                <Link to="/dashboard">{t('enterprise.invitation.dashboard', 'Go to your dashboard')}</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <p className="text-sm text-muted-foreground">
              {t(
                'enterprise.invitation.intro',
                'An enterprise invited you to act for it as a sub-user. Accept with the account of the e-mail address the invitation was sent to; you can then switch to the enterprise from ‘Use Platform as’ in the header.',
              )}
            </p>
            <FormError message={accept.error} />
            <div>
              <Button
                disabled={accept.busy}
                onClick={async () => {
                  const r = await accept.submit(token, {
                    failure: (m) => ({ title: m ?? t('enterprise.invitation.failed', 'Could not accept the invitation') }),
                  });
                  if (r.ok) setDone(r.data);
                }}
              >
                {accept.busy
                  ? t('enterprise.invitation.accepting', 'Accepting...')
                  : t('enterprise.invitation.accept', 'Accept invitation')}
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
