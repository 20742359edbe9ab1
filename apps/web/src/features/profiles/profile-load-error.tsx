import { MESSAGES } from '@mb/contract/ui-text';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { t, tm } from '../../lib/i18n';

/** Spec §8 'Failed to load profile data', with a retry. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="mx-auto max-w-md text-center" role="alert">
      <CardHeader>
        <h1 className="text-lg font-semibold">{tm(MESSAGES.profileLoadFailed)}</h1>
        <CardDescription>{t('profiles.loadError.text', 'Check your connection and try again.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onRetry}>{t('ui.scanner.retry', 'Try again')}</Button>
      </CardContent>
    </Card>
  );
}
