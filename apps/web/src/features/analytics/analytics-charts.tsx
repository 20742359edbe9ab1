import type { ProfileAnalytics } from '@mb/contract/analytics';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { t } from '../../lib/i18n';
import { formatDay, sourceLabel } from './labels';

// The analytics page's charts (recharts): loaded with the page only, never with the first page. Each
// figure is hidden from screen readers (and its keyboard layer off), which read the same numbers in the
// page's tables.

const axis = { stroke: 'var(--color-muted-foreground)', fontSize: 11, tickLine: false } as const;
const tooltip = {
  contentStyle: { background: 'var(--color-popover)', border: '1px solid var(--color-border)', borderRadius: 8, fontSize: 12 },
  labelStyle: { color: 'var(--color-foreground)' },
} as const;

/** Profile and portfolio item views stacked: recharts reads its children, so these are elements, not a component. */
const viewBars = (stackId: string) => [
  <Bar
    key="profile"
    dataKey="profile_views"
    name={t('analytics.profile', 'Profile')}
    stackId={stackId}
    fill="var(--color-primary)"
    isAnimationActive={false}
  />,
  <Bar
    key="items"
    dataKey="item_views"
    name={t('analytics.items.title', 'Portfolio items')}
    stackId={stackId}
    fill="var(--color-info)"
    isAnimationActive={false}
  />,
];

function Frame({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="grid min-w-0 gap-2" aria-hidden="true">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export function ViewsChart({ series }: { series: ProfileAnalytics['series'] }) {
  return (
    <Frame title={t('analytics.chart.views', 'Views per day')}>
      <BarChart accessibilityLayer={false} data={series} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} {...axis} />
        <YAxis allowDecimals={false} width={36} {...axis} />
        <Tooltip labelFormatter={(d) => formatDay(String(d))} {...tooltip} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {viewBars('v')}
      </BarChart>
    </Frame>
  );
}

export function FollowersChart({ series }: { series: ProfileAnalytics['series'] }) {
  return (
    <Frame title={t('analytics.followers', 'Followers')}>
      <LineChart accessibilityLayer={false} data={series} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} {...axis} />
        <YAxis allowDecimals={false} width={36} domain={[0, 'auto']} {...axis} />
        <Tooltip labelFormatter={(d) => formatDay(String(d))} {...tooltip} />
        <Line
          type="monotone"
          dataKey="followers"
          name={t('analytics.followers', 'Followers')}
          stroke="var(--color-success)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </Frame>
  );
}

export function SourcesChart({ sources }: { sources: ProfileAnalytics['sources'] }) {
  const data = sources.map((s) => ({ ...s, label: sourceLabel(s.source) }));
  return (
    <Frame title={t('analytics.sources.title', 'Where views come from')}>
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...axis} />
        <YAxis type="category" dataKey="label" width={80} {...axis} />
        <Tooltip {...tooltip} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {viewBars('s')}
      </BarChart>
    </Frame>
  );
}
