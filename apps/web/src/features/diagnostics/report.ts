import { t } from '../../lib/i18n';
import { CHECKS, type CheckId, type CheckResult, checkName } from './checks';

// The plain-text report the page copies for a support ticket: who, where and when, then each check
// with its verdict, reason and details. Nothing secret: no token, no cookie, no e-mail address. It is
// written in the language the page is read in, as its verdicts are; the time stays ISO 8601 and the
// details stay as measured, so support reads the same facts whatever the member's language.

export interface ReportContext {
  product: string;
  origin: string;
  at: Date;
  userAgent: string;
  memberId: string | null;
}

const label = (status: CheckResult['status']): string =>
  ({
    pending: t('diagnostics.report.status.pending', 'NOT RUN'),
    running: t('diagnostics.report.status.running', 'RUNNING'),
    passed: t('diagnostics.report.status.passed', 'PASSED'),
    failed: t('diagnostics.report.status.failed', 'FAILED'),
    skipped: t('diagnostics.report.status.skipped', 'SKIPPED'),
  })[status];

export function buildReport(ctx: ReportContext, results: Partial<Record<CheckId, CheckResult>>): string {
  const failed = CHECKS.filter((id) => results[id]?.status === 'failed').length;
  const lines = [
    t('diagnostics.report.title', '{product} connection check', { product: ctx.product }),
    t('diagnostics.report.site', 'Site: {origin}', { origin: ctx.origin }),
    t('diagnostics.report.time', 'Time: {time}', { time: ctx.at.toISOString() }),
    t('diagnostics.report.browser', 'Browser: {userAgent}', { userAgent: ctx.userAgent }),
    t('diagnostics.report.member', 'Member: {member}', {
      member: ctx.memberId ?? t('diagnostics.report.notSignedIn', 'not signed in'),
    }),
    failed
      ? t('diagnostics.report.result.failed', 'Result: {failed} of {total} checks failed', { failed, total: CHECKS.length })
      : t('diagnostics.report.result.passed', 'Result: no check failed'),
    '',
  ];
  for (const id of CHECKS) {
    const r = results[id];
    lines.push(
      t('diagnostics.report.line', '[{status}] {check}: {reason}', {
        status: label(r?.status ?? 'pending'),
        check: checkName(id),
        reason: r?.reason ?? t('diagnostics.report.notRun', 'not run'),
      }),
    );
    for (const d of r?.details ?? []) lines.push(`    ${d}`);
  }
  return `${lines.join('\n')}\n`;
}
