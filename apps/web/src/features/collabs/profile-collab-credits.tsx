import { BadgeCheck } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { useMemberCollabCredits } from './queries';
import { formatDay, PersonChip, roleName } from './shared';

/**
 * A profile's verified collaborations: completed collaborations whose members confirmed this member's
 * credit. Nothing at all when there are none, or while loading (the profile stands without it).
 */
export function ProfileCollabCredits({ userId }: { userId: string }) {
  const q = useMemberCollabCredits(userId);
  if (!q.data || q.data.credits.length === 0) return null;
  return (
    <Card data-testid="profile-collab-credits">
      <CardContent className="grid gap-3 pt-6">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <BadgeCheck className="size-5 text-success" aria-hidden /> {t('collabs.credits.title', 'Verified collaborations')}
        </h2>
        <ul className="grid gap-3">
          {q.data.credits.map((c) => (
            <li key={c.collab_id} className="grid gap-1 text-sm">
              <span className="font-medium break-words">{c.title}</span>
              <span className="text-xs text-muted-foreground capitalize">
                {roleName(c.role)}
                {c.ends_on ? ` · ${formatDay(c.ends_on)}` : ''}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                {t('collabs.credits.confirmedBy', 'Confirmed by')}
                {c.confirmed_by.map((p) => (
                  <PersonChip key={p.user_id} person={p} />
                ))}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
