import { SHELL_MESSAGES } from '@mb/contract/shell-text';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { Button } from '../ui/button';

/**
 * The 404 page: the router's catch-all and any page whose subject does not exist (an unknown profile).
 * `signInHint`, for signed-out visitors, adds a sign-in link back to this page (a members-only profile
 * answers 404 to visitors, exactly as a missing one does).
 */
export function NotFoundPage({ signInHint }: { signInHint?: string } = {}) {
  const session = useSession();
  const location = useLocation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight">{tm(SHELL_MESSAGES.notFound.title)}</h1>
      <p className="text-muted-foreground">{tm(SHELL_MESSAGES.notFound.description)}</p>
      {signInHint && !session ? <p className="text-muted-foreground">{tm(signInHint)}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        {signInHint && !session ? (
          <Button asChild>
            <Link to={`/auth?redirect=${encodeURIComponent(location.pathname)}`}>{t('ui.notFound.signIn', 'Sign in')}</Link>
          </Button>
        ) : null}
        {/* One primary action: signing in, when offered. */}
        <Button asChild variant={signInHint && !session ? 'outline' : 'default'}>
          {session ? (
            <Link to="/dashboard">{t('profile.unavailable.toDashboard', 'Return to Dashboard')}</Link>
          ) : (
            <Link to="/">{t('profile.unavailable.toHome', 'Return to Home')}</Link>
          )}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('ui.notFound.reload', 'Reload')}
        </Button>
      </div>
    </section>
  );
}
