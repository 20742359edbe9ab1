import type { SystemOverview } from '@mb/contract/system';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { intlLocale, t } from '../../lib/i18n';

// The System page's charts (recharts): loaded with the page only, never with the first page.

type Point = SystemOverview['series'][number];

const time = (iso: string) => new Date(iso).toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit' });

interface ChartDef {
  title: string;
  /** What one figure reads as. */
  format: (v: number) => string;
  value: (p: Point) => number | null;
  color: string;
  /** The axis reaches at least this, so a quiet day reads as low, not as a full-height line. */
  floor: number;
}

const charts = (): ChartDef[] => [
  {
    title: t('staff.charts.requests', 'Requests per minute'),
    format: (v) => v.toLocaleString(intlLocale(), { maximumFractionDigits: 1 }),
    value: (p) => p.requests_per_min,
    color: 'var(--color-info)',
    floor: 1,
  },
  {
    title: t('staff.charts.errors', 'Error rate (5xx)'),
    format: (v) => `${(v * 100).toLocaleString(intlLocale(), { maximumFractionDigits: 2 })} %`,
    value: (p) => p.error_rate,
    color: 'var(--color-destructive)',
    floor: 0.01,
  },
  {
    title: t('staff.charts.p95', 'Answer time p95'),
    format: (v) => `${Math.round(v).toLocaleString(intlLocale())} ms`,
    value: (p) => p.p95_ms,
    color: 'var(--color-warning)',
    floor: 10,
  },
];

/** The axis top: the next 1, 2 or 5 times a power of ten at or above the highest figure, so ticks are round. */
function niceTop(max: number, floor: number): number {
  const top = Math.max(max, floor);
  const step = 10 ** Math.floor(Math.log10(top));
  return (top / step <= 1 ? 1 : top / step <= 2 ? 2 : top / step <= 5 ? 5 : 10) * step;
}

function summary(def: ChartDef, series: Point[]): string {
  const values = series.map(def.value).filter((v): v is number => v !== null);
  if (!values.length) return t('staff.charts.noFigures', '{title}: no figures', { title: def.title });
  const last = values.at(-1) ?? 0;
  return t('staff.charts.summary', '{title}, last 24 hours: latest {latest}, highest {highest}', {
    title: def.title,
    latest: def.format(last),
    highest: def.format(Math.max(...values)),
  });
}

function Chart({ def, series }: { def: ChartDef; series: Point[] }) {
  const data = series.map((p) => ({ at: p.at, value: def.value(p) }));
  return (
    <figure className="grid min-w-0 gap-2" aria-label={summary(def, series)}>
      <figcaption className="text-sm font-medium">{def.title}</figcaption>
      <div className="h-44 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="at"
              tickFormatter={time}
              minTickGap={40}
              stroke="var(--color-muted-foreground)"
              fontSize={11}
              tickLine={false}
            />
            <YAxis
              domain={[0, (max: number) => niceTop(max, def.floor)]}
              tickFormatter={(v: number) => def.format(v)}
              width={64}
              stroke="var(--color-muted-foreground)"
              fontSize={11}
              tickLine={false}
              allowDecimals
            />
            <Tooltip
              labelFormatter={(l) => time(String(l))}
              formatter={(v) => [typeof v === 'number' ? def.format(v) : '-', def.title]}
              contentStyle={{
                background: 'var(--color-popover)',
                border: '1px solid var(--color-border)',
                borderRadius: 6,
                color: 'var(--color-popover-foreground)',
              }}
            />
            <Line
              type="monotone"
              dataKey="value"
              stroke={def.color}
              strokeWidth={2}
              // A line needs two points: a fresh deployment's first point shows as a dot.
              dot={data.length < 3 ? { r: 3, fill: def.color } : false}
              connectNulls
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Request rate, error rate and p95 over the last 24 hours, one point per 10 minutes. */
export default function SystemCharts({ series }: { series: Point[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {charts().map((def) => (
        <Chart key={def.title} def={def} series={series} />
      ))}
    </div>
  );
}
