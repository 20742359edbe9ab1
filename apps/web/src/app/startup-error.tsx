import { STORAGE_KEYS } from '@mb/contract/limits';
import { SHELL_MESSAGES } from '@mb/contract/shell-text';
import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t, tm } from '../lib/i18n';

/** The start-up error record kept in localStorage (spec §3): message, stack, component stack, timestamp. */
interface StartupErrorRecord {
  message: string;
  stack: string | null;
  componentStack: string | null;
  timestamp: string;
}

function recordStartupError(error: unknown, componentStack?: string | null): StartupErrorRecord {
  const e = error instanceof Error ? error : null;
  const record: StartupErrorRecord = {
    message: e?.message || (typeof error === 'string' ? error : '') || SHELL_MESSAGES.startupError.unknown,
    stack: e?.stack ?? null,
    componentStack: componentStack ?? null,
    timestamp: new Date().toISOString(),
  };
  try {
    localStorage.setItem(STORAGE_KEYS.startupError, JSON.stringify(record));
  } catch {
    /* storage blocked: the screen still shows the details */
  }
  return record;
}

export function readStartupError(): StartupErrorRecord | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEYS.startupError) ?? 'null') as StartupErrorRecord | null;
  } catch {
    return null;
  }
}

/** Clear Cache & Reload: forgets the error record and any Cache Storage, then reloads. */
export async function clearCacheAndReload(reload: () => void = () => window.location.reload()) {
  try {
    localStorage.removeItem(STORAGE_KEYS.startupError);
  } catch {
    /* nothing to remove */
  }
  try {
    if (typeof caches !== 'undefined') await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
  } catch {
    /* Cache Storage unavailable */
  }
  reload();
}

/** Spec §2 'App Startup Error': a render failure at the root, outside the router's own error pages. */
function StartupErrorScreen({ record }: { record: StartupErrorRecord }) {
  const details = [record.stack, record.componentStack ? `Component stack:${record.componentStack}` : null].filter(Boolean).join('\n\n');
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-5 px-6 py-12" aria-labelledby="startup-error-title">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <h1 id="startup-error-title" className="text-2xl font-bold tracking-tight">
        {tm(SHELL_MESSAGES.startupError.title)}
      </h1>
      <p className="text-muted-foreground">{tm(SHELL_MESSAGES.startupError.description)}</p>
      <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 font-mono text-sm break-words">{record.message}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          onClick={() => window.location.reload()}
        >
          {t('startup.reload', 'Reload Application')}
        </button>
        <button
          type="button"
          className="inline-flex h-10 items-center rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-accent"
          onClick={() => void clearCacheAndReload()}
        >
          Clear Cache &amp; Reload
        </button>
      </div>
      {details ? (
        <details className="rounded-md border bg-card p-3 text-sm">
          <summary className="cursor-pointer font-medium">{t('startup.details', 'Technical Details')}</summary>
          <pre className="mt-3 max-h-72 overflow-auto text-xs whitespace-pre-wrap text-muted-foreground">{details}</pre>
        </details>
      ) : null}
    </main>
  );
}

/**
 * Catches what the router's error pages cannot: a failure in the providers around it. Stores the
 * record and shows the start-up error screen. Deliberately plain (no portals, no Radix) so it still
 * renders when the rest of the app does not.
 */
export class StartupErrorBoundary extends Component<{ children: ReactNode }, { record: StartupErrorRecord | null }> {
  override state = { record: null as StartupErrorRecord | null };

  static getDerivedStateFromError(error: unknown) {
    const e = error instanceof Error ? error : null;
    return {
      record: {
        message: e?.message || SHELL_MESSAGES.startupError.unknown,
        stack: e?.stack ?? null,
        componentStack: null,
        timestamp: new Date().toISOString(),
      },
    };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('App start-up failed', error);
    this.setState({ record: recordStartupError(error, info.componentStack) });
  }

  override render() {
    return this.state.record ? <StartupErrorScreen record={this.state.record} /> : this.props.children;
  }
}
