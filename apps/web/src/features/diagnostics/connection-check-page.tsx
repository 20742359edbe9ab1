import { DIAGNOSTICS_LIMITS, type DiagnosticsEcho } from '@mb/contract/diagnostics';
import { CircleAlert, CircleCheck, CircleMinus, ClipboardCopy, LoaderCircle, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { realtimeSocketUrl } from '../../lib/realtime';
import { ensureFreshSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import {
  addressVerdict,
  apiFailure,
  apiVerdict,
  CHECKS,
  type CheckId,
  type CheckResult,
  checkName,
  clockVerdict,
  featuresVerdict,
  proxyVerdict,
  realtimeVerdict,
  seconds,
  storageVerdict,
} from './checks';
import { probeFeatures, randomProbe, realtimeRoundTrip, sameBytes } from './probes';
import { buildReport } from './report';

const title = () => t('diagnostics.title', 'Connectivity Test');
const lead = () =>
  t(
    'diagnostics.lead',
    'When something does not load, this checks each part of the platform from your browser. Copy the report into your message to support.',
  );

type Results = Partial<Record<CheckId, CheckResult>>;

/** The server's answer (in the interface's language, which the API client asks for), or the page's own words. */
const failureText = (e: unknown) => (e instanceof ApiError ? e.message : t('diagnostics.requestFailed', 'the request did not complete.'));

/** Runs every check, publishing each verdict as it comes in. Never throws: a failure is a verdict. */
async function runChecks(token: string | null, publish: (id: CheckId, r: CheckResult) => void, alive: () => boolean) {
  const set = (id: CheckId, r: CheckResult) => alive() && publish(id, r);
  set('features', featuresVerdict(probeFeatures()));

  // API round trips (a first call warms the connection and the route table, then the samples), and
  // the server's view of the request from the last answer.
  let echo: DiagnosticsEcho | null = null;
  let sentAt = 0;
  let receivedAt = 0;
  try {
    await api('diagnosticsEcho');
    const samples: number[] = [];
    for (let i = 0; i < DIAGNOSTICS_LIMITS.apiSamples; i++) {
      const start = performance.now();
      sentAt = Date.now();
      echo = await api('diagnosticsEcho');
      receivedAt = Date.now();
      samples.push(performance.now() - start);
    }
    set('api', apiVerdict(samples));
  } catch (e) {
    echo = null;
    set('api', apiFailure(failureText(e)));
  }
  set('address', addressVerdict(echo));
  set('proxy', proxyVerdict(echo));
  set('clock', clockVerdict(echo, sentAt, receivedAt));

  const url = realtimeSocketUrl();
  set('realtime', realtimeVerdict(await realtimeRoundTrip(url, token), url));

  const probe = randomProbe();
  const start = performance.now();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), DIAGNOSTICS_LIMITS.storageTimeoutMs);
  try {
    const r = await api('diagnosticsStorage', { body: { data: probe.base64 }, signal: timeout.signal });
    const totalMs = performance.now() - start;
    set(
      'storage',
      sameBytes(probe.bytes, r.data)
        ? storageVerdict({ ok: true, totalMs, bytes: r.bytes, driver: r.driver })
        : storageVerdict({
            ok: false,
            reason: t(
              'diagnostics.check.storage.changed',
              'The test file came back changed on its way to your browser (a proxy may alter downloads).',
            ),
          }),
    );
  } catch (e) {
    const reason = timeout.signal.aborted
      ? t('diagnostics.check.storage.timeout', 'The test file did not go up and back within {time}: uploads will time out.', {
          time: seconds(DIAGNOSTICS_LIMITS.storageTimeoutMs),
        })
      : failureText(e);
    set('storage', storageVerdict({ ok: false, reason }));
  } finally {
    clearTimeout(timer);
  }
}

const statusUi = () =>
  ({
    pending: { icon: CircleMinus, label: t('diagnostics.status.pending', 'Waiting'), badge: 'outline', tone: 'text-muted-foreground' },
    running: { icon: LoaderCircle, label: t('diagnostics.status.running', 'Checking'), badge: 'info', tone: 'text-info' },
    passed: { icon: CircleCheck, label: t('diagnostics.status.passed', 'Passed'), badge: 'success', tone: 'text-success' },
    failed: { icon: CircleAlert, label: t('diagnostics.status.failed', 'Failed'), badge: 'warning', tone: 'text-destructive' },
    skipped: { icon: CircleMinus, label: t('diagnostics.status.skipped', 'Skipped'), badge: 'outline', tone: 'text-muted-foreground' },
  }) as const;

/** /cloudflare-test (spec §2, members): the connection check (issue 31). */
export default function ConnectionCheckPage() {
  usePageMeta(`${title()} | ${PRODUCT_NAME}`, lead());
  const session = useSession();
  const [results, setResults] = useState<Results>({});
  const [running, setRunning] = useState(false);
  const [finishedAt, setFinishedAt] = useState<Date | null>(null);
  const [manualCopy, setManualCopy] = useState<string | null>(null);
  const run = useRef(0);

  const start = useCallback(async () => {
    const id = ++run.current;
    setRunning(true);
    setFinishedAt(null);
    setManualCopy(null);
    setResults(
      Object.fromEntries(CHECKS.map((id) => [id, { status: 'running', reason: t('diagnostics.checking', 'Checking...') }])) as Results,
    );
    const fresh = await ensureFreshSession();
    await runChecks(
      fresh?.access_token ?? null,
      (key, r) => setResults((prev) => ({ ...prev, [key]: r })),
      () => run.current === id,
    );
    if (run.current !== id) return;
    setRunning(false);
    setFinishedAt(new Date());
  }, []);

  useEffect(() => {
    void start();
    return () => {
      run.current++;
    };
  }, [start]);

  const report = () =>
    buildReport(
      {
        product: PRODUCT_NAME,
        origin: window.location.origin,
        at: finishedAt ?? new Date(),
        userAgent: navigator.userAgent,
        memberId: session?.user.id ?? null,
      },
      results,
    );

  const copy = async () => {
    const text = report();
    try {
      await navigator.clipboard.writeText(text);
      setManualCopy(null);
      toast.success(t('diagnostics.copied', 'Report copied'), {
        description: t('diagnostics.copiedHint', 'Paste it into your message to support.'),
      });
    } catch {
      // No clipboard (an insecure page, a refused permission): the text is shown to copy by hand.
      setManualCopy(text);
    }
  };

  const failed = CHECKS.filter((id) => results[id]?.status === 'failed').length;

  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6" aria-labelledby="check-title">
      <header className="grid gap-2">
        <h1 id="check-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title()}
        </h1>
        <p className="text-muted-foreground">{lead()}</p>
      </header>

      <div className="flex flex-wrap items-center gap-3" aria-live="polite">
        <p className="w-full text-sm font-medium sm:mr-auto sm:w-auto" data-testid="check-summary">
          {running
            ? t('diagnostics.summary.running', 'Checking your connection...')
            : failed
              ? t('diagnostics.summary.failed', '{failed} of {total} checks failed.', { failed, total: CHECKS.length })
              : t('diagnostics.summary.passed', 'Every check passed or was skipped.')}
        </p>
        <Button variant="outline" onClick={() => void start()} disabled={running}>
          <RefreshCw aria-hidden className={cn(running && 'animate-spin')} />
          {running ? t('diagnostics.checking', 'Checking...') : t('diagnostics.runAgain', 'Run again')}
        </Button>
        <Button onClick={() => void copy()} disabled={running}>
          <ClipboardCopy aria-hidden />
          {t('diagnostics.copy', 'Copy report')}
        </Button>
      </div>

      {manualCopy ? (
        <div className="grid gap-2 rounded-lg border p-4" role="status">
          <p className="text-sm">
            {t('diagnostics.manualCopy', 'Your browser did not let the page copy. Select the text below and copy it:')}
          </p>
          <textarea
            readOnly
            value={manualCopy}
            aria-label={t('diagnostics.report', 'Connection report')}
            className="h-56 w-full rounded-md border bg-muted/40 p-2 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      ) : null}

      <ol className="grid gap-3" aria-label={t('diagnostics.checks', 'Checks')}>
        {CHECKS.map((id) => {
          const r = results[id] ?? { status: 'pending' as const, reason: t('diagnostics.notRun', 'Not run yet.') };
          const ui = statusUi()[r.status];
          return (
            <li key={id} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border bg-card p-4" data-testid={`check-${id}`}>
              <ui.icon aria-hidden className={cn('mt-0.5 size-5', ui.tone, r.status === 'running' && 'animate-spin')} />
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold">{checkName(id)}</h2>
                  <Badge variant={ui.badge} data-testid="check-status">
                    {ui.label}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground" data-testid="check-reason">
                  {r.reason}
                </p>
                {r.details?.length ? (
                  <ul className="mt-1 grid gap-0.5 font-mono text-xs break-all text-muted-foreground">
                    {r.details.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
