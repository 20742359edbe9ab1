import { Check } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';
import { cn } from '../../lib/utils';

/** One member found by name in the new-message and add-members pickers: pressed while chosen. */
export function MemberPickRow({
  member,
  chosen,
  onToggle,
}: {
  member: { id: string; username: string; display_name: string | null; avatar_url: string | null };
  chosen: boolean;
  onToggle: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={chosen}
        onClick={onToggle}
        className={cn('flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-accent', chosen && 'bg-primary/10')}
      >
        <Avatar src={member.avatar_url} alt="" className="size-8" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{member.display_name ?? `@${member.username}`}</span>
          <span className="block truncate text-xs text-muted-foreground">@{member.username}</span>
        </span>
        {chosen ? <Check className="size-4 text-primary" aria-hidden /> : null}
      </button>
    </li>
  );
}
