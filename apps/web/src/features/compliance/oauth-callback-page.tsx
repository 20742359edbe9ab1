import { COMPLIANCE_MESSAGES, DEFAULT_RETURN_URL } from '@mb/contract/compliance';
import { isSameSitePath } from '@mb/contract/notification-types';
import { Check, Circle, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Progress } from '../../components/ui/progress';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { toast } from '../../lib/toast';
import { useCheckCompliance } from './queries';

/**
 * /oauth/callback (public, spec §2): where the compliance hub sends a tab back when the member finished
 * or cancelled there — ?return_to=<same-site path>&verification=<identity|domain>&result=<completed|cancelled>
 * (packages/contract/src/compliance.ts). Nothing in the address is trusted for state: the page reads
 * the status again (which also refreshes the profile), then goes on to return_to (/dashboard when it is
 * not a same-site path). Signed out, it asks for sign-in first and comes back to return_to.
 */
export default function OAuthCallbackPage() {
  usePageMeta(
    `${t('compliance.callback.title', 'Completing Sign-In')} · ${PRODUCT_NAME}`,
    t('compliance.callback.meta', 'Finishing your verification.'),
  );
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const check = useCheckCompliance();
  const requested = params.get('return_to');
  const returnTo = isSameSitePath(requested) ? requested : DEFAULT_RETURN_URL;
  const cancelled = params.get('result') === 'cancelled';
  const [step, setStep] = useState<'checking' | 'leaving'>('checking');
  const ran = useRef(false);

  useEffect(() => {
    if (!session || ran.current) return;
    ran.current = true;
    void (async () => {
      try {
        await check();
      } catch {
        // The page it returns to shows the stored status and its own retry.
        toast.error(tm(COMPLIANCE_MESSAGES.checkStatusFailed));
      }
      if (cancelled)
        toast.info(t('compliance.callback.cancelled', 'Verification cancelled'), {
          description: t('compliance.callback.cancelledHint', 'You can start it again whenever you are ready.'),
        });
      setStep('leaving');
      navigate(returnTo, { replace: true });
    })();
  }, [session, check, cancelled, navigate, returnTo]);

  if (!session) return <Navigate to={`/auth?redirect=${encodeURIComponent(returnTo)}`} replace />;
  const items = [
    { label: t('compliance.callback.back', 'Back from the compliance hub'), done: true },
    { label: t('compliance.callback.refreshing', 'Refreshing your verification status'), done: step === 'leaving' },
    { label: t('compliance.callback.leaving', 'Taking you back to where you were'), done: false },
  ];
  return (
    <div className="mx-auto grid w-full max-w-md gap-5 px-4 py-16" role="status" aria-busy="true" data-testid="oauth-callback">
      <h1 className="text-2xl font-semibold tracking-tight">{t('compliance.callback.title', 'Completing Sign-In')}</h1>
      <Progress value={step === 'leaving' ? 90 : 45} label={t('compliance.callback.progress', 'Progress')} />
      <ul className="grid gap-2 text-sm">
        {items.map((i, n) => (
          <li key={i.label} className="flex items-center gap-2">
            {i.done ? (
              <Check className="size-4 text-success" aria-hidden="true" />
            ) : n === 1 || step === 'leaving' ? (
              <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
            ) : (
              <Circle className="size-4 text-muted-foreground" aria-hidden="true" />
            )}
            {i.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
