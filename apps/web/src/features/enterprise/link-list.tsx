import { type LinkParty, ENTERPRISE_MESSAGES as M, type StudioLink } from '@mb/contract/enterprise';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { intlLocale, t, tm } from '../../lib/i18n';
import { useAnswerInvitation, useUnlink } from './queries';

/** Where a party's card links: its public profile. */
export const profilePath = (p: LinkParty) => `/model/${encodeURIComponent(p.username?.trim() ? p.username : p.id)}`;

/**
 * Links seen from one side (`side`: whose list it is). The enterprise withdraws an invitation or unlinks;
 * the studio accepts or declines an invitation, or unlinks.
 */
export function LinkList({
  links,
  side,
  empty,
  testId,
}: {
  links: StudioLink[];
  side: 'enterprise' | 'studio';
  empty: string;
  testId: string;
}) {
  const answer = useAnswerInvitation();
  const unlink = useUnlink();
  if (links.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  return (
    <ul className="grid gap-3" data-testid={testId}>
      {links.map((l) => {
        const other = side === 'enterprise' ? l.studio : l.enterprise;
        const invited = l.status === 'invited';
        return (
          <li
            key={l.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3 text-card-foreground"
            data-testid="enterprise-link"
            data-status={l.status}
          >
            <div className="flex min-w-0 items-center gap-3">
              <Avatar src={other.avatar_url} alt="" className="size-10" />
              <div className="grid min-w-0">
                {side === 'studio' ? (
                  <Link to={`/enterprise/${other.id}`} className="truncate font-medium underline-offset-4 hover:underline">
                    {other.name}
                  </Link>
                ) : (
                  <Link to={profilePath(other)} className="truncate font-medium underline-offset-4 hover:underline">
                    {other.name}
                  </Link>
                )}
                <span className="truncate text-xs text-muted-foreground">
                  {other.username ? `@${other.username}` : null}
                  {other.username ? ' · ' : null}
                  {invited
                    ? t('enterprise.link.invitedOn', 'Invited {date}', { date: new Date(l.invited_at).toLocaleDateString(intlLocale()) })
                    : t('enterprise.link.linkedOn', 'Linked {date}', {
                        date: new Date(l.accepted_at ?? l.invited_at).toLocaleDateString(intlLocale()),
                      })}
                </span>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={invited ? 'warning' : 'success'}>
                {invited ? t('enterprise.link.pending', 'Pending') : t('enterprise.link.linked', 'Linked')}
              </Badge>
              {side === 'studio' && invited ? (
                <>
                  <Button
                    size="sm"
                    disabled={answer.busy}
                    onClick={() =>
                      void answer.submit(
                        { id: l.id, accept: true },
                        {
                          success: { title: tm(M.accepted) },
                          failure: (m) => ({ title: m ?? t('enterprise.link.acceptFailed', 'Could not accept') }),
                        },
                      )
                    }
                  >
                    {t('enterprise.link.accept', 'Accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answer.busy}
                    onClick={() =>
                      void answer.submit(
                        { id: l.id, accept: false },
                        {
                          success: { title: tm(M.declined) },
                          failure: (m) => ({ title: m ?? t('enterprise.link.declineFailed', 'Could not decline') }),
                        },
                      )
                    }
                  >
                    {t('enterprise.link.decline', 'Decline')}
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={unlink.busy}
                  onClick={() => {
                    const question = invited
                      ? t('enterprise.link.withdrawConfirm', 'Withdraw the invitation to {name}?', { name: other.name })
                      : t('enterprise.link.unlinkConfirm', 'Unlink {name}?', { name: other.name });
                    if (!window.confirm(question)) return;
                    void unlink.submit(l.id, {
                      success: { title: tm(M.unlinked) },
                      failure: (m) => ({ title: m ?? t('enterprise.link.unlinkFailed', 'Could not unlink') }),
                    });
                  }}
                >
                  {invited ? t('enterprise.link.withdraw', 'Withdraw') : t('enterprise.link.unlink', 'Unlink')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
