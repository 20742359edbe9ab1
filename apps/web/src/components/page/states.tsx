import { CircleAlert, RefreshCw } from 'lucide-react';
import type * as React from 'react';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

/**
 * The error state of a screen: what went wrong, and a retry (DESIGN.md "States every screen has"). The
 * message passes through tm, like Field's and FormError's, so a contract message is shown translated.
 */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  className,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-6', className)}
    >
      <div className="flex items-center gap-2 font-semibold">
        <CircleAlert className="size-5 text-destructive" aria-hidden />
        {title ? tm(title) : t('ui.error.title', 'Something went wrong')}
      </div>
      <p className="text-sm text-muted-foreground">{tm(message)}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden className={cn(retrying && 'animate-spin')} />
          {retrying ? t('ui.error.retrying', 'Retrying...') : t('ui.scanner.retry', 'Try again')}
        </Button>
      ) : null}
    </div>
  );
}

/** The empty state: a sentence and the next action (a contract message passes through tm, as above). */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  titleAs: Title = 'h2',
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  titleAs?: 'h1' | 'h2';
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-14 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden />
      </span>
      <Title className="text-lg font-semibold">{tm(title)}</Title>
      <p className="max-w-md text-sm text-muted-foreground">{typeof children === 'string' ? tm(children) : children}</p>
      {action}
    </div>
  );
}

/** A loading placeholder: skeletons for the eye, one short sentence for screen readers. */
export function Loading({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
