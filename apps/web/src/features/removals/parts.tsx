import { REMOVAL_LIMITS, REMOVAL_STATUS_LABELS, type RemovalStatus } from '@mb/contract/removals';
import type * as React from 'react';
import { Badge } from '../../components/ui/badge';
import { intlLocale, t, tm } from '../../lib/i18n';

// Pieces the requester's status page and the uploader's takedown page share.

const TONE: Record<RemovalStatus, 'warning' | 'info' | 'success' | 'secondary' | 'outline'> = {
  unconfirmed: 'warning',
  open: 'info',
  removed: 'secondary',
  rejected: 'outline',
  counter_noticed: 'info',
  suit_filed: 'secondary',
  restored: 'success',
};

export function StatusBadge({ status }: { status: RemovalStatus }) {
  return (
    <Badge variant={TONE[status]} data-testid="removal-status">
      {tm(REMOVAL_STATUS_LABELS[status])}
    </Badge>
  );
}

export const dateText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }) : '';

/** "in 3 days" / "2 days ago" for a due date. */
export function dueText(iso: string, now = Date.now()): { text: string; overdue: boolean } {
  const days = Math.round((new Date(iso).getTime() - now) / 86_400_000);
  if (days < 0)
    return { text: t('removals.due.overdue', 'overdue by {days, plural, one {# day} other {# days}}', { days: -days }), overdue: true };
  if (days === 0) return { text: t('removals.due.today', 'due today'), overdue: false };
  return { text: t('removals.due.in', 'due in {days, plural, one {# day} other {# days}}', { days }), overdue: false };
}

/** The fact's label for the decision's due date. */
export const decisionDue = () =>
  t('removals.fact.due', 'Decision due ({days} business days)', { days: REMOVAL_LIMITS.decisionBusinessDays });

/** Labelled facts as a definition list. */
export function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled card section of a page. */
export function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="grid gap-3 rounded-lg border bg-card p-4 sm:p-5" data-testid={testId}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The statement of reasons as sent: one paragraph a line. */
export function Statement({ text }: { text: string }) {
  return (
    <div className="grid gap-2 text-sm" data-testid="removal-statement">
      {text.split('\n').map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
