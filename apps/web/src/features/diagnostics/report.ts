import { CHECKS, type CheckId, type CheckResult } from './checks';

// The plain-text report the page copies for a support ticket: who, where and when, then each check
// with its verdict, reason and details. Nothing secret: no token, no cookie, no e-mail address.

export interface ReportContext {
  product: string;
  origin: string;
  at: Date;
  userAgent: string;
  memberId: string | null;
}

const LABEL: Record<CheckResult['status'], string> = {
  pending: 'NOT RUN',
  running: 'RUNNING',
  passed: 'PASSED',
  failed: 'FAILED',
  skipped: 'SKIPPED',
};

export function buildReport(ctx: ReportContext, results: Partial<Record<CheckId, CheckResult>>): string {
  const failed = CHECKS.filter((c) => results[c.id]?.status === 'failed').length;
  const lines = [
    `${ctx.product} connection check`,
    `Site: ${ctx.origin}`,
    `Time: ${ctx.at.toISOString()}`,
    `Browser: ${ctx.userAgent}`,
    `Member: ${ctx.memberId ?? 'not signed in'}`,
    `Result: ${failed ? `${failed} of ${CHECKS.length} checks failed` : 'no check failed'}`,
    '',
  ];
  for (const c of CHECKS) {
    const r = results[c.id];
    lines.push(`[${LABEL[r?.status ?? 'pending']}] ${c.name}: ${r?.reason ?? 'not run'}`);
    for (const d of r?.details ?? []) lines.push(`    ${d}`);
  }
  return `${lines.join('\n')}\n`;
}
