import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { t } from '../../lib/i18n';

/** The words of a confirmation: what is asked, what follows, and the confirming button's label. */
export interface ConfirmText {
  title: string;
  description: string;
  confirm: string;
}

/** Removing a connection and withdrawing a request ask first (ours; the spec is silent). */
export const confirmRemove = (name: string): ConfirmText => ({
  title: t('network.confirm.removeTitle', 'Remove your connection with {name}?', { name }),
  description: t('network.confirm.removeText', 'You will no longer be connected. Either of you can ask to connect again later.'),
  confirm: t('network.confirm.remove', 'Remove connection'),
});
export const confirmWithdraw = (name: string): ConfirmText => ({
  title: t('network.confirm.withdrawTitle', 'Withdraw your request to {name}?', { name }),
  description: t('network.confirm.withdrawText', 'They will no longer see your request or its note. You can ask again later.'),
  confirm: t('network.confirm.withdraw', 'Withdraw request'),
});

/**
 * A confirmation in the house dialog. `onConfirm` answers whether it worked: the dialog closes then,
 * and stays open (the toast says why) when it did not.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  text,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: ConfirmText;
  onConfirm(): Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              const ok = await onConfirm();
              setBusy(false);
              if (ok) onOpenChange(false);
            }}
          >
            {busy ? t('network.working', 'Working…') : text.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
