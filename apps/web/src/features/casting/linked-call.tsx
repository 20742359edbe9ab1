import { useSearchParams } from 'react-router';
import { t } from '../../lib/i18n';
import { CallCard } from './open-calls';
import { useCastingCall } from './queries';

/**
 * The call a link names (`/casting?call=<id>`: a casting alert's notification and e-mail), shown first,
 * so the alert opens the call itself rather than the list it may be far down in.
 */
export function LinkedCall({ canApply }: { canApply: boolean }) {
  const [params] = useSearchParams();
  const id = params.get('call');
  const call = useCastingCall(id);
  if (!id) return null;
  if (call.isError) {
    return (
      <p role="status" className="rounded-lg border p-4 text-sm text-muted-foreground">
        {t('casting.linkedCall.gone', 'This casting call is closed or no longer exists.')}
      </p>
    );
  }
  if (!call.data) return null;
  return (
    <section aria-label={t('casting.linkedCall.label', 'The casting call from your alert')} className="grid gap-2">
      <ul className="grid">
        <CallCard call={call.data} canApply={canApply} />
      </ul>
    </section>
  );
}
