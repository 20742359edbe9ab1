import {
  MODERATION_MESSAGES,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  REJECTION_CATEGORIES,
  REJECTION_CATEGORY_KEYS,
  type RejectionCategory,
} from '@mb/contract/moderation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { t, tm } from '../../lib/i18n';
import { decisionWords } from './format';
import { useApprove, useEscalate, useReject } from './queries';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

const reasonError = (text: string) => {
  const n = text.trim().length;
  return n < MODERATION_REASON_MIN || n > MODERATION_REASON_MAX ? tm(MODERATION_MESSAGES.reasonRequired) : undefined;
};

/**
 * Reject with a reason: a category (the ground) and free text. Together they become the member's
 * statement of reasons (EU DSA art. 17), so the dialog says so.
 */
export function RejectDialog({
  itemId,
  type,
  open,
  onOpenChange,
  onDone,
}: {
  itemId: string;
  type: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const reject = useReject();
  const [category, setCategory] = useState<RejectionCategory | ''>(type === 'report' ? 'other' : '');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const words = decisionWords(type);
  const categoryError = tried && !category ? tm(MODERATION_MESSAGES.reasonCategoryRequired) : undefined;
  const textError = tried ? reasonError(reason) : undefined;
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!category || reasonError(reason)) return;
    const r = await reject.submit(
      { id: itemId, body: { category, reason } },
      {
        success: {
          title:
            type === 'report'
              ? t('moderation.reject.reportClosed', 'Report closed: no violation')
              : t('moderation.reject.done', 'Rejected. The member has been told why.'),
        },
      },
    );
    if (r.ok) {
      setReason('');
      setTried(false);
      onDone();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${formId}-desc`}>
        <DialogHeader>
          <DialogTitle>{words.rejectTitle}</DialogTitle>
          <DialogDescription id={`${formId}-desc`}>
            {type === 'report'
              ? t('moderation.reject.reportLead', 'The reporter is told that no violation was found, with what you write here.')
              : t(
                  'moderation.reject.lead',
                  'The member receives this as a statement of reasons: what was decided, the ground, your explanation, and how to ask for a review.',
                )}
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} className="grid gap-4" noValidate>
          <Field label={t('moderation.reject.ground', 'Ground')} error={categoryError}>
            {(p) => (
              <select {...p} className={selectClass} value={category} onChange={(e) => setCategory(e.target.value as RejectionCategory)}>
                <option value="">{t('moderation.reject.chooseReason', 'Choose a reason…')}</option>
                {REJECTION_CATEGORY_KEYS.map((k) => (
                  <option key={k} value={k}>
                    {tm(REJECTION_CATEGORIES[k].label)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t('moderation.reject.explanation', 'Explanation for the member')}
            error={textError}
            hint={t(
              'moderation.reject.explanationHint',
              '{length} / {max}. Say what to change, e.g. "Your phone number is visible in the picture."',
              { length: reason.trim().length, max: MODERATION_REASON_MAX },
            )}
          >
            {(p) => (
              <Textarea
                {...p}
                value={reason}
                maxLength={MODERATION_REASON_MAX + 50}
                onChange={(e) => setReason(e.target.value)}
                autoFocus
              />
            )}
          </Field>
          <FormError message={reject.error} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('moderation.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form={formId} variant="destructive" disabled={reject.busy}>
            {reject.busy ? t('moderation.saving', 'Saving…') : words.reject}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Approve with a reason, for kinds whose approval both sides hear about (a removal request: the
 * content stays removed). The text joins the statement of reasons.
 */
export function ApproveDialog({
  itemId,
  type,
  open,
  onOpenChange,
  onDone,
}: {
  itemId: string;
  type: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const approve = useApprove();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const words = decisionWords(type);
  const error = tried ? reasonError(reason) : undefined;
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (reasonError(reason)) return;
    const r = await approve.submit(
      { id: itemId, reason },
      { success: { title: t('moderation.approve.done', 'Decided. Both sides have been told why.') } },
    );
    if (r.ok) {
      setReason('');
      setTried(false);
      onDone();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${formId}-desc`}>
        <DialogHeader>
          <DialogTitle>{words.approve}</DialogTitle>
          <DialogDescription id={`${formId}-desc`}>
            {t(
              'moderation.approve.lead',
              'The member and the requester receive this with the statement of reasons: the decision, the facts, the ground and how to contest it.',
            )}
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} className="grid gap-4" noValidate>
          <Field label={t('moderation.approve.reason', 'Reason')} error={error} hint={`${reason.trim().length} / ${MODERATION_REASON_MAX}`}>
            {(p) => (
              <Textarea
                {...p}
                value={reason}
                maxLength={MODERATION_REASON_MAX + 50}
                onChange={(e) => setReason(e.target.value)}
                autoFocus
              />
            )}
          </Field>
          <FormError message={approve.error} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('moderation.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={approve.busy}>
            {approve.busy ? t('moderation.saving', 'Saving…') : words.approve}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Escalate to the admins, with a note saying what needs a second look. */
export function EscalateDialog({
  itemId,
  open,
  onOpenChange,
  onDone,
}: {
  itemId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const escalate = useEscalate();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const error = tried ? reasonError(note) : undefined;
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (reasonError(note)) return;
    const r = await escalate.submit(
      { id: itemId, body: { note } },
      { success: { title: t('moderation.escalate.done', 'Escalated to the admins') } },
    );
    if (r.ok) {
      setNote('');
      setTried(false);
      onDone();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${formId}-desc`}>
        <DialogHeader>
          <DialogTitle>{t('moderation.escalate.title', 'Escalate to admins')}</DialogTitle>
          <DialogDescription id={`${formId}-desc`}>
            {t('moderation.escalate.lead', 'Only an admin can decide an escalated item. Say what needs a second look.')}
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} className="grid gap-4" noValidate>
          <Field label={t('moderation.escalate.note', 'Note for the admins')} error={error}>
            {(p) => <Textarea {...p} value={note} onChange={(e) => setNote(e.target.value)} autoFocus />}
          </Field>
          <FormError message={escalate.error} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('moderation.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={escalate.busy}>
            {escalate.busy ? t('moderation.saving', 'Saving…') : t('moderation.escalate.button', 'Escalate')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
