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
import { decisionWords } from './format';
import { useApprove, useEscalate, useReject } from './queries';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

const reasonError = (text: string) => {
  const n = text.trim().length;
  return n < MODERATION_REASON_MIN || n > MODERATION_REASON_MAX ? MODERATION_MESSAGES.reasonRequired : undefined;
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
  const categoryError = tried && !category ? MODERATION_MESSAGES.reasonCategoryRequired : undefined;
  const textError = tried ? reasonError(reason) : undefined;
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!category || reasonError(reason)) return;
    const r = await reject.submit(
      { id: itemId, body: { category, reason } },
      { success: { title: type === 'report' ? 'Report closed: no violation' : 'Rejected. The member has been told why.' } },
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
              ? 'The reporter is told that no violation was found, with what you write here.'
              : 'The member receives this as a statement of reasons: what was decided, the ground, your explanation, and how to ask for a review.'}
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} className="grid gap-4" noValidate>
          <Field label="Ground" error={categoryError}>
            {(p) => (
              <select {...p} className={selectClass} value={category} onChange={(e) => setCategory(e.target.value as RejectionCategory)}>
                <option value="">Choose a reason…</option>
                {REJECTION_CATEGORY_KEYS.map((k) => (
                  <option key={k} value={k}>
                    {REJECTION_CATEGORIES[k].label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Explanation for the member"
            error={textError}
            hint={`${reason.trim().length} / ${MODERATION_REASON_MAX}. Say what to change, e.g. "Your phone number is visible in the picture."`}
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
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="destructive" disabled={reject.busy}>
            {reject.busy ? 'Saving…' : words.reject}
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
    const r = await approve.submit({ id: itemId, reason }, { success: { title: 'Decided. Both sides have been told why.' } });
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
            The member and the requester receive this with the statement of reasons: the decision, the facts, the ground and how to contest
            it.
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} className="grid gap-4" noValidate>
          <Field label="Reason" error={error} hint={`${reason.trim().length} / ${MODERATION_REASON_MAX}`}>
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
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={approve.busy}>
            {approve.busy ? 'Saving…' : words.approve}
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
    const r = await escalate.submit({ id: itemId, body: { note } }, { success: { title: 'Escalated to the admins' } });
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
          <DialogTitle>Escalate to admins</DialogTitle>
          <DialogDescription id={`${formId}-desc`}>
            Only an admin can decide an escalated item. Say what needs a second look.
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} className="grid gap-4" noValidate>
          <Field label="Note for the admins" error={error}>
            {(p) => <Textarea {...p} value={note} onChange={(e) => setNote(e.target.value)} autoFocus />}
          </Field>
          <FormError message={escalate.error} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={escalate.busy}>
            {escalate.busy ? 'Saving…' : 'Escalate'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
