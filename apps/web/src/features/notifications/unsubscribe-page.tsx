import { NOTIFICATION_MESSAGES } from '@mb/contract/notification-types';
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
import { useDescribeUnsubscribe, useUnsubscribe } from './queries';

/**
 * Where an e-mail's unsubscribe link lands (no sign-in needed). Opening the link changes nothing (mail
 * scanners open links too); one click on the button turns the e-mail off. Mail clients that support
 * RFC 8058 do the same from their own button, through the List-Unsubscribe header.
 */
export default function UnsubscribePage() {
  usePageMeta(
    `${t('notifications.unsubscribe', 'Unsubscribe')} | ${PRODUCT_NAME}`,
    t('notifications.unsubscribe.meta', 'Turn off notification e-mails.'),
  );
  const [params] = useSearchParams();
  const token = params.get('token');
  const described = useDescribeUnsubscribe(token);
  const unsubscribe = useUnsubscribe();
  const [done, setDone] = useState<string | null>(null);
  const invalid = !token || (described.error instanceof ApiError && described.error.status < 500);

  return (
    <div className="mx-auto grid w-full max-w-lg gap-6 px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {done ? <CheckCircle2 className="size-5 text-success" aria-hidden="true" /> : <MailX className="size-5" aria-hidden="true" />}
            {done ? t('notifications.unsubscribed', 'Unsubscribed') : t('notifications.unsubscribe', 'Unsubscribe')}
          </CardTitle>
          {done ? (
            <CardDescription>
              {tm(NOTIFICATION_MESSAGES.unsubscribed)} ({done})
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {done ? (
            <p className="text-sm text-muted-foreground">
              {t('notifications.unsubscribe.undo', 'Changed your mind? Turn e-mails back on in')}{' '}
              <Link to="/settings?tab=notifications">{t('notifications.unsubscribe.settings', 'Settings > Notifications')}</Link>.
            </p>
          ) : invalid ? (
            <p role="alert" className="text-sm">
              {tm(NOTIFICATION_MESSAGES.unsubscribeInvalid)}
            </p>
          ) : described.isError ? (
            <ErrorState message={tm(NOTIFICATION_MESSAGES.loadFailed)} onRetry={() => void described.refetch()} />
          ) : described.data ? (
            <>
              <p className="text-sm">
                {t('notifications.unsubscribe.stop', 'Stop getting')} <strong>{described.data.label}</strong>
                {t('notifications.unsubscribe.stopEnd', '? Notifications inside the app stay as they are.')}
              </p>
              <FormError message={unsubscribe.error} />
              <Button
                disabled={unsubscribe.busy}
                onClick={async () => {
                  const r = await unsubscribe.submit(token);
                  if (r.ok) setDone(r.data.label);
                }}
              >
                {unsubscribe.busy ? t('notifications.unsubscribing', 'Unsubscribing...') : t('notifications.unsubscribe', 'Unsubscribe')}
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
