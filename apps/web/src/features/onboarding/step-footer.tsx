import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';

/** The row of step buttons: Back on the left, the rest (skip, continue) on the right; stacked on phones. */
export function StepFooter({ onBack, busy, children }: { onBack?: () => void; busy: boolean; children: ReactNode }) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
          {t('common.back', 'Back')}
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">{children}</div>
    </div>
  );
}
