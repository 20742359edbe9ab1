import { NavLink } from 'react-router';
import { t } from '../../lib/i18n';
import { cn } from '../../lib/utils';

const tabs = () =>
  [
    { to: '/enterprise/developer-settings', label: t('developer.tab.keys', 'API keys'), end: true },
    { to: '/enterprise/developer-settings/webhooks', label: t('developer.tab.webhooks', 'Webhooks'), end: true },
    { to: '/enterprise/developer-settings/docs', label: t('developer.tab.docs', 'Docs'), end: true },
  ] as const;

/** The header of /enterprise/developer-settings and its sub-pages: title, a sentence, and the sub-navigation. */
export function DeveloperSettingsHeader({ description }: { description: string }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 id="developer-settings-title" className="text-2xl font-bold tracking-tight">
          {t('developer.title', 'Developer Settings')}
        </h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <nav aria-label={t('developer.nav', 'Developer settings')} className="flex flex-wrap gap-1 border-b">
        {tabs().map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
                isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
