import { SHELL_MESSAGES } from '@mb/contract/shell-text';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/page/not-found-page';
import { Button } from '../components/ui/button';
import { t, tm } from '../lib/i18n';

/** Spec §2 root error: 'Something went wrong', the message or the fallback, and Try Again (reloads). */
export function RootErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = error instanceof Error ? error.message : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">{tm(SHELL_MESSAGES.rootError.title)}</h1>
      <p className="text-muted-foreground">{message || tm(SHELL_MESSAGES.rootError.fallback)}</p>
      <Button onClick={() => window.location.reload()}>{t('common.tryAgain', 'Try Again')}</Button>
    </main>
  );
}

/** The same, inside the layout: a page that fails keeps the header, sidebar and footer around it. */
export function PageErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('Page error', error);
  const message = error instanceof Error ? error.message : null;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-2xl font-bold">{tm(SHELL_MESSAGES.rootError.title)}</h1>
      <p className="text-muted-foreground">{message || tm(SHELL_MESSAGES.rootError.fallback)}</p>
      <Button onClick={() => window.location.reload()}>{t('common.tryAgain', 'Try Again')}</Button>
    </section>
  );
}
