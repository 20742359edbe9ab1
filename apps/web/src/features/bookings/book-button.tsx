import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { useBookable } from './queries';

/**
 * The Book button on a member's profile (MB Bookings): shown only when the member takes bookings and
 * their rules let the viewer book them; otherwise nothing, and no error (most members do not).
 */
export function BookButton({ username }: { username: string | null }) {
  const q = useBookable(username);
  if (!q.data?.bookable || !q.data.booking_path) return null;
  return (
    <Button asChild variant="outline">
      <Link to={q.data.booking_path} data-testid="profile-book">
        <CalendarCheck aria-hidden />
        {t('bookings.book', 'Book')}
      </Link>
    </Button>
  );
}
