import { type LinkParty, ENTERPRISE_MESSAGES as M, type StudioLink } from '@mb/contract/enterprise';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { intlLocale } from '../../lib/i18n';
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
                    ? `Invited ${new Date(l.invited_at).toLocaleDateString(intlLocale())}`
                    : `Linked ${new Date(l.accepted_at ?? l.invited_at).toLocaleDateString(intlLocale())}`}
                </span>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={invited ? 'warning' : 'success'}>{invited ? 'Pending' : 'Linked'}</Badge>
              {side === 'studio' && invited ? (
                <>
                  <Button
                    size="sm"
                    disabled={answer.busy}
                    onClick={() =>
                      void answer.submit(
                        { id: l.id, accept: true },
                        { success: { title: M.accepted }, failure: (m) => ({ title: m ?? 'Could not accept' }) },
                      )
                    }
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answer.busy}
                    onClick={() =>
                      void answer.submit(
                        { id: l.id, accept: false },
                        { success: { title: M.declined }, failure: (m) => ({ title: m ?? 'Could not decline' }) },
                      )
                    }
                  >
                    Decline
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={unlink.busy}
                  onClick={() => {
                    if (!window.confirm(invited ? `Withdraw the invitation to ${other.name}?` : `Unlink ${other.name}?`)) return;
                    void unlink.submit(l.id, { success: { title: M.unlinked }, failure: (m) => ({ title: m ?? 'Could not unlink' }) });
                  }}
                >
                  {invited ? 'Withdraw' : 'Unlink'}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
