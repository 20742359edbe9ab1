import { zodResolver } from '@hookform/resolvers/zod';
import { LICENSING_LIMITS, type LicenseOffer, LICENSING_MESSAGES as M, offerInput } from '@mb/contract/licensing';
import type { OwnPortfolioItem } from '@mb/contract/portfolio';
import { useEffect, useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { applyServerError } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { useMyItems, useSaveOffer } from './queries';
import { draftOf, placeTermsErrors, TermsFields, termsDraftSchema } from './terms-fields';

/** Whether an own item can be offered, as the server decides it (the server still has the last word). */
function offerable(i: OwnPortfolioItem): string | null {
  if (i.moderation_status !== 'approved') return t('licensing.offer.waitingModeration', 'Waiting for moderation');
  if (!(i.consent_state === 'none' || i.consent_state === 'confirmed' || i.has_release))
    return t('licensing.offer.consentMissing', 'Consent missing');
  return null;
}

/** The item, the terms as typed and the note, checked by the contract's offer input and licenseTermsSchema. */
const offerForm = z.object({ item_id: offerInput.shape.item_id, terms: termsDraftSchema, note: offerInput.shape.note });

const startOf = (offer: LicenseOffer | null, itemId: string | null): z.input<typeof offerForm> => ({
  item_id: offer?.item.id ?? itemId ?? '',
  terms: draftOf(offer?.terms),
  note: offer?.note ?? '',
});

/**
 * Offer a portfolio item for licensing, or change an offer's terms. From a portfolio item (`itemId`)
 * or from the offers page, where the item is picked from the creator's portfolio.
 */
export default function OfferDialog({
  open,
  onOpenChange,
  itemId = null,
  offer = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemId?: string | null;
  offer?: LicenseOffer | null;
}) {
  const save = useSaveOffer();
  const formId = useId();
  const picking = !offer && !itemId;
  const items = useMyItems(open && picking);
  const form = useForm<z.input<typeof offerForm>, unknown, z.output<typeof offerForm>>({
    resolver: zodResolver(offerForm),
    defaultValues: startOf(offer, itemId),
  });

  useEffect(() => {
    if (!open) return;
    form.reset(startOf(offer, itemId));
    save.reset();
  }, [open, offer, itemId, form.reset, save.reset]);

  const submit = form.handleSubmit(async (v) => {
    const r = await save.submit(
      { id: offer?.id ?? null, item_id: v.item_id, terms: v.terms, note: v.note },
      { success: { title: tm(offer ? M.offerSaved : M.offered) } },
    );
    if (r.ok) return onOpenChange(false);
    // Under their fields and, as always, above the buttons too.
    placeTermsErrors(r.error, form.setError);
    if (picking) applyServerError(r.error, form.setError, ['item_id']);
  });
  const picked = form.watch('item_id');
  const itemError = form.formState.errors.item_id?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{offer ? t('licensing.offer.change', 'Change your offer') : tm(M.offerForLicensing)}</DialogTitle>
          <DialogDescription>
            {t(
              'licensing.offer.intro',
              'Studios and businesses with MB Licensing can request a license on these terms; you accept, decline or counter. Only items every tagged co-performer confirmed (or with a signed release) can be offered.',
            )}
          </DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form id={formId} onSubmit={(e) => void submit(e)} className="grid gap-5" noValidate>
            {picking ? (
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{t('licensing.offer.item', 'Item')}</legend>
                {items.isPending ? (
                  <Loading label={t('licensing.offer.loadingPortfolio', 'Loading your portfolio...')} className="grid grid-cols-3 gap-2">
                    <Skeleton className="aspect-square" />
                    <Skeleton className="aspect-square" />
                    <Skeleton className="aspect-square" />
                  </Loading>
                ) : items.isError ? (
                  <p className="text-sm text-destructive">{t('licensing.offer.portfolioFailed', 'Could not load your portfolio.')}</p>
                ) : items.data.items.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    {t('licensing.offer.portfolioEmpty', 'Your portfolio is empty. Upload an item first.')}
                  </p>
                ) : (
                  <div className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
                    {items.data.items.map((i) => {
                      const blocked = offerable(i);
                      const chosen = picked === i.id;
                      return (
                        <label
                          key={i.id}
                          className={cn(
                            'grid cursor-pointer gap-1 rounded-md border p-1 text-left text-xs has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                            chosen ? 'border-primary ring-2 ring-primary' : 'hover:border-foreground/40',
                          )}
                        >
                          <input
                            type="radio"
                            name={`${formId}-item`}
                            value={i.id}
                            checked={chosen}
                            onChange={() => form.setValue('item_id', i.id, { shouldValidate: form.formState.isSubmitted })}
                            className="sr-only"
                          />
                          {i.media.thumb_url ? (
                            <img src={i.media.thumb_url} alt="" className="aspect-square w-full rounded object-cover" />
                          ) : (
                            <span className="aspect-square w-full rounded bg-muted" />
                          )}
                          <span className="truncate font-medium">{i.title || t('licensing.offer.untitled', 'Untitled')}</span>
                          {blocked ? <span className="text-warning">{blocked}</span> : null}
                        </label>
                      );
                    })}
                  </div>
                )}
                {itemError ? (
                  <p role="alert" className="text-sm text-destructive">
                    {itemError}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            <TermsFields />
            <div className="grid gap-1.5">
              <Label htmlFor={`${formId}-note`}>{t('licensing.offer.note', 'Note for licensees (optional)')}</Label>
              <Textarea id={`${formId}-note`} maxLength={LICENSING_LIMITS.noteMax} {...form.register('note')} />
            </div>
            <FormError message={save.error} />
          </form>
        </FormProvider>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.busy}>
            {save.busy ? t('common.saving', 'Saving...') : offer ? t('licensing.offer.save', 'Save offer') : tm(M.offerForLicensing)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
