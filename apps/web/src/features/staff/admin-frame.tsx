import { Activity, CreditCard, Gauge, Server, UserCog } from 'lucide-react';
import type * as React from 'react';
import { NavLink } from 'react-router';
import { usePageMeta } from '../../components/page/use-page-meta';
import { intlLocale, t } from '../../lib/i18n';
import { cn } from '../../lib/utils';

const sections = () =>
  [
    { to: '/admin', label: t('staff.nav.dashboard', 'Dashboard'), icon: Gauge, end: true },
    { to: '/accounts-management', label: t('staff.nav.accounts', 'Accounts'), icon: UserCog, end: false },
    { to: '/admin/platforms', label: t('staff.nav.platforms', 'Platforms'), icon: Server, end: false },
    { to: '/admin/billing', label: t('staff.nav.billing', 'Billing'), icon: CreditCard, end: false },
    { to: '/admin/system', label: t('staff.nav.system', 'System'), icon: Activity, end: false },
  ] as const;

/** The admin area's frame: its title, one line on what the page is for, and the three admin pages. */
export function AdminFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  usePageMeta(title, description);
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8" aria-labelledby="admin-title">
      <nav aria-label={t('staff.nav.label', 'Admin')} className="flex flex-wrap gap-1 border-b pb-2">
        {sections().map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors [&_svg]:size-4',
                isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
              )
            }
          >
            <Icon aria-hidden />
            {label}
          </NavLink>
        ))}
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id="admin-title" className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** A date and time in the current language (read at each call: the language can change after this module loads). */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** '3 h', '2 d': how long something has waited. */
export function age(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return t('staff.age.minutes', '{count} min', { count: minutes });
  const hours = Math.round(minutes / 60);
  return hours < 48
    ? t('staff.age.hours', '{count} h', { count: hours })
    : t('staff.age.days', '{count} d', { count: Math.round(hours / 24) });
}

/** 'update_platform_setting' -> 'Update platform setting': a code with no label (activity-labels.ts) as words. */
export const humanize = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replaceAll('_', ' ');
