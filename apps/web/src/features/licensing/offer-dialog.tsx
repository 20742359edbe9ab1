import { type LicenseOffer, LICENSING_MESSAGES as M } from '@mb/contract/licensing';
import type { OwnPortfolioItem } from '@mb/contract/portfolio';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/utils';
import { useMyItems, useSaveOffer } from './queries';
import { draftOf, parseDraft, TermsFields, termsErrorsOf } from './terms-fields';

/** Whether an own item can be offered, as the server decides it (the server still has the last word). */
function offerable(i: OwnPortfolioItem): string | null {
  if (i.moderation_status !== 'approved') return 'Waiting for moderation';
  if (!(i.consent_state === 'none' || i.consent_state === 'confirmed' || i.has_release)) return 'Consent missing';
  return null;
}

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
  const [draft, setDraft] = useState(() => draftOf(offer?.terms));
  const [note, setNote] = useState(offer?.note ?? '');
  const [picked, setPicked] = useState<string | null>(itemId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const picking = !offer && !itemId;
  const items = useMyItems(open && picking);

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(offer?.terms));
    setNote(offer?.note ?? '');
    setPicked(itemId);
    setErrors({});
    save.reset();
  }, [open, offer, itemId, save.reset]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { terms, errors: found } = parseDraft(draft);
    const item = offer?.item.id ?? picked;
    if (!item) found.item_id = 'Choose an item to offer.';
    setErrors(found);
    if (!terms || !item) return;
    const r = await save.submit(
      { id: offer?.id ?? null, item_id: item, terms, note },
      { success: { title: offer ? M.offerSaved : M.offered } },
    );
    if (r.ok) onOpenChange(false);
    else if (r.error instanceof ApiError) {
      const fieldErrors = termsErrorsOf(r.error.fields);
      if (r.error.fields.item_id && picking) fieldErrors.item_id = r.error.fields.item_id;
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{offer ? 'Change your offer' : M.offerForLicensing}</DialogTitle>
          <DialogDescription>
            Studios and businesses with MB Licensing can request a license on these terms; you accept, decline or counter. Only items every
            tagged co-performer confirmed (or with a signed release) can be offered.
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} className="grid gap-5" noValidate>
          {picking ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Item</legend>
              {items.isPending ? (
                <Loading label="Loading your portfolio..." className="grid grid-cols-3 gap-2">
                  <Skeleton className="aspect-square" />
                  <Skeleton className="aspect-square" />
                  <Skeleton className="aspect-square" />
                </Loading>
              ) : items.isError ? (
                <p className="text-sm text-destructive">Could not load your portfolio.</p>
              ) : items.data.items.length === 0 ? (
                <p className="text-sm text-muted-foreground">Your portfolio is empty. Upload an item first.</p>
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
                          onChange={() => setPicked(i.id)}
                          className="sr-only"
                        />
                        {i.media.thumb_url ? (
                          <img src={i.media.thumb_url} alt="" className="aspect-square w-full rounded object-cover" />
                        ) : (
                          <span className="aspect-square w-full rounded bg-muted" />
                        )}
                        <span className="truncate font-medium">{i.title || 'Untitled'}</span>
                        {blocked ? <span className="text-warning">{blocked}</span> : null}
                      </label>
                    );
                  })}
                </div>
              )}
              {errors.item_id ? (
                <p role="alert" className="text-sm text-destructive">
                  {errors.item_id}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <TermsFields value={draft} onChange={setDraft} errors={errors} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-note`}>Note for licensees (optional)</Label>
            <Textarea id={`${formId}-note`} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
          </div>
          <FormError message={save.error} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.busy}>
            {save.busy ? 'Saving...' : offer ? 'Save offer' : 'Offer for licensing'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
