import { COMPLIANCE_LIMITS, COMPLIANCE_MESSAGES } from '@mb/contract/compliance';
import { LIMITS } from '@mb/contract/limits';
import { BadgeCheck, CircleAlert, ExternalLink, Loader2, RefreshCw, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import type { Verification } from './use-verification';

function Frame({ state, tone, children }: { state: string; tone?: 'success' | 'error'; children: ReactNode }) {
  return (
    <section
      aria-label="Identity verification"
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
            <Heading icon={spinner} title="Checking your verification status..." />
            <Skeleton className="h-9 w-48" />
          </div>
        </Frame>
      );
    case 'generating':
      return (
        <Frame state="generating">
          <div role="status" aria-busy="true">
            <Heading icon={spinner} title="Preparing your secure verification link...">
              This takes a moment. The link opens our compliance partner, vAulth.
            </Heading>
          </div>
        </Frame>
      );
    case 'ready':
      return (
        <Frame state="ready">
          <Heading icon={<ShieldCheck className="size-5 text-primary" aria-hidden="true" />} title="Your verification link is ready">
            It opens in a new tab. Have an ID document at hand; you will also take a selfie. It usually takes{' '}
            {COMPLIANCE_LIMITS.verificationMinutes}.
          </Heading>
          <div>
            <Button onClick={open}>
              <ExternalLink aria-hidden="true" />
              Start Verification
            </Button>
          </div>
          {state.blocked ? (
            <div role="alert" className="grid gap-1 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
              <p className="font-medium">{COMPLIANCE_MESSAGES.openVerificationFailed}</p>
              <p className="text-muted-foreground">{COMPLIANCE_MESSAGES.popupBlockedHint}</p>
              <a
                href={state.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={openedByHand}
                className="font-medium text-primary underline"
              >
                Open the verification page yourself
                <span className="sr-only"> (opens in a new tab)</span>
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
            title={state.exhausted ? 'Still waiting for your verification' : 'Waiting for your verification...'}
          >
            {state.exhausted
              ? `We have not heard back yet. Reviews usually take ${COMPLIANCE_LIMITS.verificationMinutes}; check again once you have finished in the other tab.`
              : `Finish the steps in the verification tab. We check every ${LIMITS.verificationPollMs / 1000} seconds and continue here by ourselves.`}
          </Heading>
          {state.exhausted ? null : (
            <div className="grid gap-1.5" data-testid="verification-polling">
              <Progress value={(state.attempt / max) * 100} label="Verification check progress" />
              <p className="text-xs text-muted-foreground" aria-live="polite">
                Check {state.attempt} of {max}
              </p>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {state.exhausted ? (
              <Button onClick={checkAgain}>
                <RefreshCw aria-hidden="true" />
                Check Again
              </Button>
            ) : null}
            {state.url ? (
              <Button variant="outline" onClick={open}>
                <ExternalLink aria-hidden="true" />
                Reopen verification page
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
            <Heading icon={<BadgeCheck className="size-5 text-success" aria-hidden="true" />} title="Identity verified">
              Thank you. Your profile now shows the verified badge.
            </Heading>
          </div>
        </Frame>
      );
    case 'error':
      return (
        <Frame state="error" tone="error">
          <div role="alert" className="grid gap-3">
            <Heading icon={<CircleAlert className="size-5 text-destructive" aria-hidden="true" />} title={state.title}>
              {state.message}
            </Heading>
            <div>
              <Button variant="outline" onClick={retry}>
                <RefreshCw aria-hidden="true" />
                {COMPLIANCE_MESSAGES.tryAgain}
              </Button>
            </div>
          </div>
        </Frame>
      );
  }
}
