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
import { PRODUCT_NAME } from '../../lib/product';
import { useDescribeUnsubscribe, useUnsubscribe } from './queries';

/**
 * Where an e-mail's unsubscribe link lands (no sign-in needed). Opening the link changes nothing (mail
 * scanners open links too); one click on the button turns the e-mail off. Mail clients that support
 * RFC 8058 do the same from their own button, through the List-Unsubscribe header.
 */
export default function UnsubscribePage() {
  usePageMeta(`Unsubscribe | ${PRODUCT_NAME}`, 'Turn off notification e-mails.');
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
            {done ? 'Unsubscribed' : 'Unsubscribe'}
          </CardTitle>
          {done ? (
            <CardDescription>
              {NOTIFICATION_MESSAGES.unsubscribed} ({done})
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {done ? (
            <p className="text-sm text-muted-foreground">
              Changed your mind? Turn e-mails back on in <Link to="/settings?tab=notifications">Settings &gt; Notifications</Link>.
            </p>
          ) : invalid ? (
            <p role="alert" className="text-sm">
              {NOTIFICATION_MESSAGES.unsubscribeInvalid}
            </p>
          ) : described.isError ? (
            <ErrorState message={NOTIFICATION_MESSAGES.loadFailed} onRetry={() => void described.refetch()} />
          ) : described.data ? (
            <>
              <p className="text-sm">
                Stop getting <strong>{described.data.label}</strong>? Notifications inside the app stay as they are.
              </p>
              <FormError message={unsubscribe.error} />
              <Button
                disabled={unsubscribe.busy}
                onClick={async () => {
                  const r = await unsubscribe.submit(token);
                  if (r.ok) setDone(r.data.label);
                }}
              >
                {unsubscribe.busy ? 'Unsubscribing...' : 'Unsubscribe'}
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
