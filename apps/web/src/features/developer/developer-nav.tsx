import { NavLink } from 'react-router';
import { cn } from '../../lib/utils';

const TABS = [
  { to: '/enterprise/developer-settings', label: 'API keys', end: true },
  { to: '/enterprise/developer-settings/webhooks', label: 'Webhooks', end: true },
  { to: '/enterprise/developer-settings/docs', label: 'Docs', end: true },
] as const;

/** The header of /enterprise/developer-settings and its sub-pages: title, a sentence, and the sub-navigation. */
export function DeveloperSettingsHeader({ description }: { description: string }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 id="developer-settings-title" className="text-2xl font-bold tracking-tight">
          Developer Settings
        </h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <nav aria-label="Developer settings" className="flex flex-wrap gap-1 border-b">
        {TABS.map((t) => (
          <NavLink
            key={t.to}
            to={t.to}
            end={t.end}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
                isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
