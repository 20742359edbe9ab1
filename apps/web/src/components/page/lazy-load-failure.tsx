import { SHELL_MESSAGES } from '@mb/contract/shell-text';
import { CloudOff } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { Button } from '../ui/button';

/**
 * Spec §2 lazy-load failure screen: Try Again (loads the page's chunk again, here), Refresh Page, and
 * Back to Home for signed-out visitors. Shown after the automatic retries (1 s, 2 s, 4 s) gave up.
 */
export function LazyLoadFailure({
  load,
  loaded,
  onLoaded,
}: {
  load: () => Promise<{ default: ComponentType }>;
  loaded: () => ComponentType | null;
  onLoaded: (c: ComponentType) => void;
}) {
  const session = useSession();
  const [Page, setPage] = useState<ComponentType | null>(() => loaded());
  const [busy, setBusy] = useState(false);
  const [failedAgain, setFailedAgain] = useState(false);
  if (Page) return <Page />;
  const retry = async () => {
    setBusy(true);
    setFailedAgain(false);
    try {
      const c = (await load()).default;
      onLoaded(c);
      setPage(() => c);
    } catch (e) {
      console.error('Page failed to load again', e);
      setFailedAgain(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center" aria-labelledby="lazy-failure-title">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <CloudOff className="size-6" aria-hidden="true" />
      </span>
      <h1 id="lazy-failure-title" className="text-2xl font-bold tracking-tight">
        {tm(SHELL_MESSAGES.lazyLoadFailed.title)}
      </h1>
      <p className="text-muted-foreground">{tm(SHELL_MESSAGES.lazyLoadFailed.description)}</p>
      {failedAgain ? (
        <p role="alert" className="text-sm text-destructive">
          {t('ui.lazyFailure.again', 'It still could not be loaded. Refresh the page, or try again in a moment.')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retry} disabled={busy}>
          {busy ? t('common.loading', 'Loading...') : t('common.tryAgain', 'Try Again')}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('ui.lazyFailure.refresh', 'Refresh Page')}
        </Button>
      </div>
      {session ? null : (
        <Link to="/" className="text-sm text-primary underline-offset-4 hover:underline">
          {t('ui.lazyFailure.home', 'Back to Home')}
        </Link>
      )}
    </section>
  );
}
