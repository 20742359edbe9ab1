import type { ReactNode } from 'react';
import { intlLocale, t } from '../../lib/i18n';

/** A UTC day (YYYY-MM-DD) as 'Nov 23' in the reader's language. */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });

export interface DaySeries {
  /** What one unit is called in a bar's tooltip ('views'); none: the bare number. */
  unit?: string;
  /** The bar's fill (a Tailwind fill-* class). */
  fill: string;
}

/**
 * Counts per UTC day as bars, one per series side by side: inline SVG, no chart library. The bars
 * stretch to the card, so the text (scale, first day, caption) lives outside the SVG and keeps its size.
 */
export function DayBarChart({
  days,
  series,
  label,
  caption,
  className = 'h-40',
}: {
  days: { day: string; values: number[] }[];
  series: DaySeries[];
  /** The chart's accessible name: what it shows, with the totals. */
  label: string;
  caption: ReactNode;
  className?: string;
}) {
  const max = Math.max(1, ...days.flatMap((d) => d.values));
  const w = 600;
  const h = 100;
  const gap = 4;
  const slot = days.length ? (w - gap * (days.length - 1)) / days.length : w;
  const bar = slot / Math.max(1, series.length);
  const height = (n: number) => (n === 0 ? 0 : Math.max(2, (n / max) * h));
  return (
    <figure className="grid gap-2">
      <div className="flex items-end gap-2">
        <span className="w-8 shrink-0 self-start text-right text-xs tabular-nums text-muted-foreground" aria-hidden>
          {max}
        </span>
        <svg
          viewBox={`0 0 ${w} ${h}`}
          preserveAspectRatio="none"
          className={`${className} w-full border-b border-border`}
          role="img"
          aria-label={label}
        >
          {days.map((d, i) => (
            <g key={d.day}>
              {series.map((s, j) => {
                const n = d.values[j] ?? 0;
                return (
                  <rect key={s.fill} x={i * (slot + gap) + j * bar} y={h - height(n)} width={bar} height={height(n)} className={s.fill}>
                    <title>{`${shortDay(d.day)}: ${n}${s.unit ? ` ${s.unit}` : ''}`}</title>
                  </rect>
                );
              })}
            </g>
          ))}
        </svg>
      </div>
      <div className="ml-10 flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>{days[0] ? shortDay(days[0].day) : ''}</span>
        <span>{t('ui.chart.today', 'Today')}</span>
      </div>
      {caption}
    </figure>
  );
}
