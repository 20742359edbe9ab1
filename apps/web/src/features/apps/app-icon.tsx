import type { APP_ICONS } from '@mb/contract/app-store';
import { CalendarCheck, CalendarDays, FileBadge, type LucideIcon, Trophy, Video } from 'lucide-react';
import { cn } from '../../lib/utils';

// The manifests name a lucide icon (mini-apps.ts); the app's theme colour fills the tile behind it.

const ICONS: Record<(typeof APP_ICONS)[number], LucideIcon> = {
  'calendar-check': CalendarCheck,
  video: Video,
  trophy: Trophy,
  'calendar-days': CalendarDays,
  'file-badge': FileBadge,
};

const SIZES = { sm: 'size-8 rounded-md [&_svg]:size-4', md: 'size-11 rounded-lg [&_svg]:size-5', lg: 'size-16 rounded-xl [&_svg]:size-8' };

export function AppIcon({
  icon,
  color,
  size = 'md',
  className,
}: {
  icon: (typeof APP_ICONS)[number];
  color: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const Icon = ICONS[icon] ?? CalendarCheck;
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center text-white shadow-sm', SIZES[size], className)}
      style={{ backgroundColor: color }}
    >
      <Icon />
    </span>
  );
}
