import { CASTING_ALERT_MESSAGES } from '@mb/contract/casting';
import { CheckCircle2, MailX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { useAlertUnsubscribe, useDescribeAlertUnsubscribe } from './queries';

/**
 * Where a casting alert e-mail's unsubscribe link lands (no sign-in). Opening it changes nothing (mail
 * scanners open links too); the button turns the e-mail of the saved searches it names off. Mail
 * clients with RFC 8058 do the same from their own button, through the List-Unsubscribe header.
 */
export default function AlertUnsubscribePage() {
  usePageMeta(
    t('casting.alertUnsubscribe.metaTitle', 'Stop casting alert e-mails | {product}', { product: PRODUCT_NAME }),
    t('casting.alertUnsubscribe.metaDescription', 'Turn off the e-mail of a saved casting search.'),
  );
  const [params] = useSearchParams();
  const token = params.get('token');
  const described = useDescribeAlertUnsubscribe(token);
  const unsubscribe = useAlertUnsubscribe();
  const [done, setDone] = useState(false);
  const invalid = !token || (described.error instanceof ApiError && described.error.status < 500);
  const names = described.data?.names.join(', ') ?? '';

  return (
    <div className="mx-auto grid w-full max-w-lg gap-6 px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {done ? <CheckCircle2 className="size-5 text-success" aria-hidden="true" /> : <MailX className="size-5" aria-hidden="true" />}
            {done
              ? t('casting.alertUnsubscribe.doneTitle', 'Unsubscribed')
              : t('casting.alertUnsubscribe.title', 'Stop casting alert e-mails')}
          </CardTitle>
          {done ? <CardDescription>{tm(CASTING_ALERT_MESSAGES.unsubscribed)}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {done ? (
            <p className="text-sm text-muted-foreground">
              {t('casting.alertUnsubscribe.changedMind', 'Changed your mind? Choose how each search tells you in')}{' '}
              <Link to="/settings?tab=notifications">{t('casting.alertUnsubscribe.settings', 'Settings > Notifications')}</Link>.
            </p>
          ) : invalid ? (
            <p role="alert" className="text-sm">
              {tm(CASTING_ALERT_MESSAGES.unsubscribeInvalid)}
            </p>
          ) : described.isError ? (
            <ErrorState
              message={t('casting.alertUnsubscribe.loadFailed', 'Could not read this link. Try again.')}
              onRetry={() => void described.refetch()}
            />
          ) : described.data ? (
            <>
              <p className="text-sm">
                {described.data.names.length
                  ? t('casting.alertUnsubscribe.ask', 'Stop e-mails for your saved search “{names}”? Alerts inside the app stay on.', {
                      names,
                    })
                  : t('casting.alertUnsubscribe.nothing', 'No saved search of yours sends these e-mails any more.')}
              </p>
              <FormError message={unsubscribe.error} />
              <Button
                disabled={unsubscribe.busy}
                onClick={async () => {
                  const r = await unsubscribe.submit(token);
                  if (r.ok) setDone(true);
                }}
              >
                {unsubscribe.busy
                  ? t('casting.alertUnsubscribe.busy', 'Unsubscribing...')
                  : t('casting.alertUnsubscribe.button', 'Unsubscribe')}
              </Button>
            </>
          ) : (
            <Skeleton className="h-20" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
