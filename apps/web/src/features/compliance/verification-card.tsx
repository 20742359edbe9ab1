import { COMPLIANCE_LIMITS, COMPLIANCE_MESSAGES } from '@mb/contract/compliance';
import { LIMITS } from '@mb/contract/limits';
import { BadgeCheck, CircleAlert, ExternalLink, Loader2, RefreshCw, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import type { Verification } from './use-verification';

function Frame({ state, tone, children }: { state: string; tone?: 'success' | 'error'; children: ReactNode }) {
  return (
    <section
      aria-label={t('compliance.identity.title', 'Identity verification')}
      data-testid="verification-embed"
      data-state={state}
      className={cn(
        'grid gap-3 rounded-lg border p-4 sm:p-5',
        tone === 'success' && 'border-success/40 bg-success/5',
        tone === 'error' && 'border-destructive/40 bg-destructive/5',
        !tone && 'bg-muted/30',
      )}
    >
      {children}
    </section>
  );
}

function Heading({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="grid gap-1">
        <p className="font-medium">{title}</p>
        {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
      </div>
    </div>
  );
}

const spinner = <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />;

/**
 * The embedded verification card (spec §2 step 3, §4 'Verification UI'): one look per state of
 * verification-machine.ts. The hub page opens in a new tab; this card waits for the answer.
 */
export function VerificationCard({ verification }: { verification: Verification }) {
  const { state, open, openedByHand, retry, checkAgain } = verification;
  switch (state.kind) {
    case 'loading':
      return (
        <Frame state="loading">
          <div role="status" aria-busy="true" className="grid gap-3">
            <Heading icon={spinner} title={t('compliance.card.checking', 'Checking your verification status...')} />
            <Skeleton className="h-9 w-48" />
          </div>
        </Frame>
      );
    case 'generating':
      return (
        <Frame state="generating">
          <div role="status" aria-busy="true">
            <Heading icon={spinner} title={t('compliance.card.preparing', 'Preparing your secure verification link...')}>
              {t('compliance.card.preparingText', 'This takes a moment. The link opens our compliance partner, vAulth.')}
            </Heading>
          </div>
        </Frame>
      );
    case 'ready':
      return (
        <Frame state="ready">
          <Heading
            icon={<ShieldCheck className="size-5 text-primary" aria-hidden="true" />}
            title={t('compliance.card.ready', 'Your verification link is ready')}
          >
            {t(
              'compliance.card.readyText',
              'It opens in a new tab. Have an ID document at hand; you will also take a selfie. It usually takes {minutes}.',
              { minutes: tm(COMPLIANCE_LIMITS.verificationMinutes) },
            )}
          </Heading>
          <div>
            <Button onClick={open}>
              <ExternalLink aria-hidden="true" />
              {t('compliance.start', 'Start Verification')}
            </Button>
          </div>
          {state.blocked ? (
            <div role="alert" className="grid gap-1 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
              <p className="font-medium">{tm(COMPLIANCE_MESSAGES.openVerificationFailed)}</p>
              <p className="text-muted-foreground">{tm(COMPLIANCE_MESSAGES.popupBlockedHint)}</p>
              <a
                href={state.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={openedByHand}
                className="font-medium text-primary underline"
              >
                {t('compliance.card.openYourself', 'Open the verification page yourself')}
                <span className="sr-only"> {t('compliance.newTab', '(opens in a new tab)')}</span>
              </a>
            </div>
          ) : null}
        </Frame>
      );
    case 'verifying': {
      const max = LIMITS.verificationPollAttempts;
      return (
        <Frame state={state.exhausted ? 'waiting' : 'verifying'}>
          <Heading
            icon={state.exhausted ? <RefreshCw className="size-5 text-muted-foreground" aria-hidden="true" /> : spinner}
            title={
              state.exhausted
                ? t('compliance.card.stillWaiting', 'Still waiting for your verification')
                : t('compliance.card.waiting', 'Waiting for your verification...')
            }
          >
            {state.exhausted
              ? t(
                  'compliance.card.stillWaitingText',
                  'We have not heard back yet. Reviews usually take {minutes}; check again once you have finished in the other tab.',
                  { minutes: tm(COMPLIANCE_LIMITS.verificationMinutes) },
                )
              : t(
                  'compliance.card.waitingText',
                  'Finish the steps in the verification tab. We check every {seconds} seconds and continue here by ourselves.',
                  { seconds: LIMITS.verificationPollMs / 1000 },
                )}
          </Heading>
          {state.exhausted ? null : (
            <div className="grid gap-1.5" data-testid="verification-polling">
              <Progress value={(state.attempt / max) * 100} label={t('compliance.card.progress', 'Verification check progress')} />
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {t('compliance.card.attempt', 'Check {attempt} of {max}', { attempt: state.attempt, max })}
              </p>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {state.exhausted ? (
              <Button onClick={checkAgain}>
                <RefreshCw aria-hidden="true" />
                {t('compliance.card.checkAgain', 'Check Again')}
              </Button>
            ) : null}
            {state.url ? (
              <Button variant="outline" onClick={open}>
                <ExternalLink aria-hidden="true" />
                {t('compliance.card.reopen', 'Reopen verification page')}
              </Button>
            ) : null}
          </div>
        </Frame>
      );
    }
    case 'completed':
      return (
        <Frame state="completed" tone="success">
          <div role="status">
            <Heading
              icon={<BadgeCheck className="size-5 text-success" aria-hidden="true" />}
              title={t('compliance.card.verified', 'Identity verified')}
            >
              {t('compliance.card.verifiedText', 'Thank you. Your profile now shows the verified badge.')}
            </Heading>
          </div>
        </Frame>
      );
    case 'error':
      return (
        <Frame state="error" tone="error">
          <div role="alert" className="grid gap-3">
            <Heading
              icon={<CircleAlert className="size-5 text-destructive" aria-hidden="true" />}
              title={state.reason === 'failed' ? t('compliance.card.failed', 'Verification failed') : tm(state.title)}
            >
              {tm(state.message)}
            </Heading>
            <div>
              <Button variant="outline" onClick={retry}>
                <RefreshCw aria-hidden="true" />
                {tm(COMPLIANCE_MESSAGES.tryAgain)}
              </Button>
            </div>
          </div>
        </Frame>
      );
  }
}
