import { LIMITS } from '@mb/contract/limits';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { t } from '../lib/i18n';
import { cn } from '../lib/utils';

// Spec §4 loader: auth -> core -> secondary -> complete, forced complete after 10 s.
//  auth:      the stored session is checked (and refreshed when under 300 s remain).
//  core:      the first page's code and, when signed in, the profile and staff status are in.
//  secondary: non-essential work (web fonts) settles.
//  complete:  the bar goes away; it comes back, thin, only while navigating.

const BOOT_PHASES = ['auth', 'core', 'secondary', 'complete'] as const;
type BootPhase = (typeof BOOT_PHASES)[number];

let phase: BootPhase = 'auth';
const listeners = new Set<() => void>();

export const getBootPhase = () => phase;

/** Moves forward only; a late signal for an earlier phase is ignored. */
export function advanceBoot(to: BootPhase) {
  if (BOOT_PHASES.indexOf(to) <= BOOT_PHASES.indexOf(phase)) return;
  phase = to;
  for (const l of listeners) l();
}

/** Starts the clock: whatever happens, the loader completes after 10 s. */
export function startBoot(checkSession: () => Promise<unknown>, timeoutMs: number = LIMITS.loaderTimeoutMs): () => void {
  const timer = setTimeout(() => advanceBoot('complete'), timeoutMs);
  checkSession().finally(() => advanceBoot('core'));
  return () => clearTimeout(timer);
}

/** For tests. */
export function resetBoot() {
  phase = 'auth';
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
// A prerendered page was rendered at 'auth': hydration starts there, then moves to the current phase.
const useBootPhase = () => useSyncExternalStore(subscribe, getBootPhase, () => 'auth' as BootPhase);

const WIDTH: Record<BootPhase, string> = { auth: 'w-1/4', core: 'w-1/2', secondary: 'w-4/5', complete: 'w-full' };

/** A thin bar along the top while the app starts or a page loads. */
export function BootProgress({ coreReady }: { coreReady: boolean }) {
  const current = useBootPhase();
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (current !== 'core' || !coreReady) return;
    advanceBoot('secondary');
    const fonts = typeof document !== 'undefined' && 'fonts' in document ? document.fonts.ready : Promise.resolve();
    void fonts.then(() => advanceBoot('complete'));
  }, [current, coreReady]);
  const booting = current !== 'complete';
  if (!booting && !navigating) return null;
  return (
    <div
      role="progressbar"
      aria-label={booting ? t('app.loader.starting', 'Starting the application') : t('app.loader.page', 'Loading the page')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={booting ? (BOOT_PHASES.indexOf(current) + 1) * 25 : undefined}
      data-phase={current}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div className={cn('h-full bg-primary transition-[width] duration-200', booting ? WIDTH[current] : 'w-2/3 animate-pulse')} />
    </div>
  );
}
