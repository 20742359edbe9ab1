import { type LicenseOffer, type LicenseRequest, LICENSING_MESSAGES as M } from '@mb/contract/licensing';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { personName, Thumb } from './parts';
import { useCounter, useRequestLicense } from './queries';
import { draftOf, parseDraft, TermsFields, termsErrorsOf } from './terms-fields';

/**
 * Request a license (terms pre-filled from the offer, and a message), or, for the creator, answer a
 * request with other terms (a counter-offer).
 */
export default function RequestDialog(
  props: { open: boolean; onOpenChange: (open: boolean) => void } & (
    | { mode: 'request'; offer: LicenseOffer }
    | { mode: 'counter'; request: LicenseRequest }
  ),
) {
  const { open, onOpenChange } = props;
  const request = useRequestLicense();
  const counter = useCounter();
  const write = props.mode === 'request' ? request : counter;
  const formId = useId();
  const start = props.mode === 'request' ? props.offer.terms : props.request.terms;
  const item = props.mode === 'request' ? props.offer.item : props.request.item;
  const [draft, setDraft] = useState(() => draftOf(start));
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Opening starts from the terms on the table; a background refetch while open keeps what was typed.
  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(startRef.current));
    setText('');
    setErrors({});
    request.reset();
    counter.reset();
  }, [open, request.reset, counter.reset]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { terms, errors: found } = parseDraft(draft);
    setErrors(found);
    if (!terms) return;
    const r =
      props.mode === 'request'
        ? await request.submit({ offerId: props.offer.id, terms, message: text }, { success: { title: M.requested } })
        : await counter.submit({ id: props.request.id, terms, note: text }, { success: { title: M.countered } });
    if (r.ok) onOpenChange(false);
    else if (r.error instanceof ApiError) {
      const fieldErrors = termsErrorsOf(r.error.fields);
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
    }
  };

  const title = props.mode === 'request' ? 'Request a license' : 'Counter-offer';
  const who = props.mode === 'request' ? personName(props.offer.licensor) : personName(props.request.requester);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {props.mode === 'request'
              ? `The terms come from ${who}'s offer; change them if you need others. ${who} accepts, declines or answers with a counter-offer.`
              : `Change the terms or the price; ${who} can accept your counter-offer or walk away.`}
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3">
          <Thumb url={item.thumb_url} nsfw={item.nsfw} title={item.title} className="w-24 shrink-0" />
          <p className="min-w-0 font-medium">{item.title || 'Untitled item'}</p>
        </div>
        <form id={formId} onSubmit={submit} className="grid gap-5" noValidate>
          <TermsFields value={draft} onChange={setDraft} errors={errors} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-text`}>{props.mode === 'request' ? 'Message to the creator' : 'Note (optional)'}</Label>
            <Textarea
              id={`${formId}-text`}
              value={text}
              maxLength={1000}
              placeholder={props.mode === 'request' ? 'Where and how you will use it.' : undefined}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <FormError message={write.error} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={write.busy}>
            {write.busy ? 'Sending...' : props.mode === 'request' ? 'Send request' : 'Send counter-offer'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
