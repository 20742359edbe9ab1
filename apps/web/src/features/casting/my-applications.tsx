import type { MyCastingApplication } from '@mb/contract/casting';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { intlLocale, t } from '../../lib/i18n';
import { ApplicationBadge, dayText, ListSkeleton, LoadError, MemberLine, rateText } from './parts';
import { useAnswerOffer, useMyApplications } from './queries';

function ApplicationRow({ a }: { a: MyCastingApplication }) {
  const answer = useAnswerOffer();
  return (
    <li>
      <Card data-testid="my-application">
        <CardContent className="grid gap-3 pt-6">
          <MemberLine member={a.call.studio}>
            <ApplicationBadge status={a.status} />
          </MemberLine>
          <p className="font-medium">{a.call.title}</p>
          <p className="text-xs text-muted-foreground">
            {t('casting.mine.applied', 'Applied {date} · deadline {deadline}', {
              date: new Date(a.created_at).toLocaleDateString(intlLocale()),
              deadline: dayText(a.call.deadline),
            })}
          </p>
          {a.offer ? (
            <div className="grid gap-1 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
              <p className="font-semibold">
                {a.offer.rate !== null
                  ? t('casting.mine.offerRate', 'Offer: {rate}', { rate: rateText(a.offer.rate, a.offer.rate, a.offer.rate_unit) })
                  : t('casting.mine.offer', 'Offer')}
              </p>
              <p className="whitespace-pre-line">{a.offer.message}</p>
            </div>
          ) : null}
          {a.status === 'offered' ? (
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={answer.busy}
                onClick={() =>
                  void answer.submit(
                    { id: a.id, decision: 'accept' },
                    {
                      success: { title: t('casting.mine.accepted', 'Offer accepted.') },
                      failure: (m) => ({ title: m ?? t('casting.mine.acceptFailed', 'Could not accept.') }),
                    },
                  )
                }
              >
                {t('casting.mine.accept', 'Accept offer')}
              </Button>
              <Button
                variant="outline"
                disabled={answer.busy}
                onClick={() =>
                  void answer.submit(
                    { id: a.id, decision: 'decline' },
                    {
                      success: { title: t('casting.mine.declined', 'Offer declined.') },
                      failure: (m) => ({ title: m ?? t('casting.mine.declineFailed', 'Could not decline.') }),
                    },
                  )
                }
              >
                {t('casting.decline', 'Decline')}
              </Button>
            </div>
          ) : null}
          {a.collaboration_id ? (
            <Button asChild variant="outline" className="justify-self-start">
              <Link to={`/collab/${a.collaboration_id}`}>{t('casting.openCollab', 'Open collaboration')}</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

/** The member's applications and their status (never the studio's notes). */
export function MyApplications() {
  const q = useMyApplications();
  if (q.isPending) return <ListSkeleton label={t('casting.mine.loading', 'Loading your applications')} rows={2} />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  if (q.data.items.length === 0)
    return (
      <EmptyState icon={Inbox} title={t('casting.mine.empty', 'No applications yet')}>
        {t('casting.mine.emptyText', 'Apply to an open casting call and follow its status here: shortlisted, offers, and answers.')}
      </EmptyState>
    );
  return (
    <ul className="grid gap-3">
      {q.data.items.map((a) => (
        <ApplicationRow key={a.id} a={a} />
      ))}
    </ul>
  );
}
