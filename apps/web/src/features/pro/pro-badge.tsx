import { Badge } from '../../components/ui/badge';
import { useProStatus } from './queries';

/**
 * "PRO" beside the member's name in the header's profile menu while they have Pro (issue 31: only the
 * enterprise menu showed it). Loaded when the menu opens, so the members' first page does not carry it;
 * the status is the one the member session already keeps (pro-live.tsx).
 */
export default function ProBadge() {
  const pro = useProStatus();
  if (!pro.status.isProUser) return null;
  return (
    <Badge className="px-1.5 py-0 text-[10px]" data-testid="menu-pro-badge">
      PRO
    </Badge>
  );
}
