import { zodResolver } from '@hookform/resolvers/zod';
import {
  counterInput,
  LICENSING_LIMITS,
  type LicenseOffer,
  type LicenseRequest,
  licenseRequestInput,
  LICENSING_MESSAGES as M,
} from '@mb/contract/licensing';
import { useEffect, useId, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { t, tm } from '../../lib/i18n';
import { personName, Thumb } from './parts';
import { useCounter, useRequestLicense } from './queries';
import { draftOf, placeTermsErrors, TermsFields, termsDraftSchema } from './terms-fields';

/** The terms as typed and the message (a request) or note (a counter-offer), checked by the contract's inputs. */
const requestForm = z.object({ terms: termsDraftSchema, text: licenseRequestInput.shape.message });
const counterForm = z.object({ terms: termsDraftSchema, text: counterInput.shape.note });

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
  const schema = props.mode === 'request' ? requestForm : counterForm;
  const form = useForm<z.input<typeof requestForm>, unknown, z.output<typeof requestForm>>({
    resolver: zodResolver(schema),
    defaultValues: { terms: draftOf(start), text: '' },
  });
  // Opening starts from the terms on the table; a background refetch while open keeps what was typed.
  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
    if (!open) return;
    form.reset({ terms: draftOf(startRef.current), text: '' });
    request.reset();
    counter.reset();
  }, [open, form.reset, request.reset, counter.reset]);

  const submit = form.handleSubmit(async ({ terms, text }) => {
    const r =
      props.mode === 'request'
        ? await request.submit({ offerId: props.offer.id, terms, message: text }, { success: { title: tm(M.requested) } })
        : await counter.submit({ id: props.request.id, terms, note: text }, { success: { title: tm(M.countered) } });
    if (r.ok) onOpenChange(false);
    // Under their fields and, as always, above the buttons too.
    else placeTermsErrors(r.error, form.setError);
  });

  const title = props.mode === 'request' ? t('licensing.card.request', 'Request a license') : t('licensing.counter.title', 'Counter-offer');
  const who = props.mode === 'request' ? personName(props.offer.licensor) : personName(props.request.requester);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {props.mode === 'request'
              ? t(
                  'licensing.request.intro',
                  "The terms come from {name}'s offer; change them if you need others. {name} accepts, declines or answers with a counter-offer.",
                  { name: who },
                )
              : t('licensing.counter.intro', 'Change the terms or the price; {name} can accept your counter-offer or walk away.', {
                  name: who,
                })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3">
          <Thumb url={item.thumb_url} nsfw={item.nsfw} title={item.title} className="w-24 shrink-0" />
          <p className="min-w-0 font-medium">{item.title || t('licensing.untitled', 'Untitled item')}</p>
        </div>
        <FormProvider {...form}>
          <form id={formId} onSubmit={(e) => void submit(e)} className="grid gap-5" noValidate>
            <TermsFields />
            <div className="grid gap-1.5">
              <Label htmlFor={`${formId}-text`}>
                {props.mode === 'request'
                  ? t('licensing.request.message', 'Message to the creator')
                  : t('licensing.counter.note', 'Note (optional)')}
              </Label>
              <Textarea
                id={`${formId}-text`}
                maxLength={props.mode === 'request' ? LICENSING_LIMITS.messageMax : LICENSING_LIMITS.noteMax}
                placeholder={props.mode === 'request' ? t('licensing.request.messageHint', 'Where and how you will use it.') : undefined}
                {...form.register('text')}
              />
            </div>
            <FormError message={write.error} />
          </form>
        </FormProvider>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={write.busy}>
            {write.busy
              ? t('licensing.request.sending', 'Sending...')
              : props.mode === 'request'
                ? t('licensing.request.send', 'Send request')
                : t('licensing.counter.send', 'Send counter-offer')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
