import { Trophy } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { useMemberTrophies } from './queries';
import { TrophyBadge } from './trophy-badge';

/**
 * A profile's trophies (MB Trophy winners and finalists), without those the member hid. Nothing at all
 * when there are none, or while loading (the profile stands without it).
 */
export function ProfileTrophies({ userId }: { userId: string }) {
  const q = useMemberTrophies(userId);
  if (!q.data || q.data.trophies.length === 0) return null;
  return (
    <Card data-testid="profile-trophies">
      <CardContent className="grid gap-3 pt-6">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Trophy className="size-5 text-warning" aria-hidden /> {t('trophy.trophies', 'Trophies')}
        </h2>
        <ul className="grid gap-2">
          {q.data.trophies.map((tr) => (
            <li key={tr.id}>
              <TrophyBadge trophy={tr} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
