import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OwnPortfolioItem,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type PortfolioAlbum,
  type PortfolioAllowance,
  portfolioItemPatch,
} from '@mb/contract/portfolio';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { t, tm } from '../../lib/i18n';
import { ItemConsentEditor } from '../credits';
import { OfferForLicensing } from '../licensing';
import { ContentTypeChips } from '../profiles';
import { ItemPicture, StatusChip } from './item-card';
import { itemBadges, itemName } from './item-status';
import { PRO_PATH } from './portfolio-summary';
import { useSetOwnItem, useUpdateItem } from './queries';

// Every field the owner sets on an item, with the contract's rules (the server's words on failure).
const schema = portfolioItemPatch.required();
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const FIELDS = ['title', 'caption', 'content_types', 'nsfw', 'album_id'] as const;

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50';

function EditForm({
  item,
  albums,
  allowance,
  onDone,
  onDelete,
}: {
  item: OwnPortfolioItem;
  albums: readonly PortfolioAlbum[];
  allowance: PortfolioAllowance;
  onDone: () => void;
  onDelete: (item: OwnPortfolioItem) => void;
}) {
  const update = useUpdateItem();
  const setOwnItem = useSetOwnItem();
  const formId = useId();
  const nsfwId = useId();
  const nsfwHint = useId();
  const albumId = useId();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: item.title ?? '',
      caption: item.caption ?? '',
      content_types: item.content_types,
      nsfw: item.nsfw,
      album_id: item.album_id,
    },
  });
  const { errors } = form.formState;
  const badges = itemBadges(item);
  const locked = allowance.in_grace;

  const onSubmit = form.handleSubmit(async (v) => {
    const body: z.input<typeof portfolioItemPatch> = { title: v.title, caption: v.caption, content_types: v.content_types };
    // NSFW and the album are sent only when they change: each has its own rule on the server.
    if (v.nsfw !== item.nsfw) body.nsfw = v.nsfw;
    if (v.album_id !== item.album_id) body.album_id = v.album_id;
    const r = await update.submit(
      { id: item.id, body },
      { form: { setError: form.setError, fields: FIELDS }, success: { title: t('portfolio.edit.saved', 'Item saved') } },
    );
    if (r.ok) onDone();
  });

  return (
    <div className="grid gap-4">
      <form id={formId} onSubmit={onSubmit} className="grid gap-4" noValidate>
        <div className="flex gap-3">
          <div className="size-20 shrink-0 overflow-hidden rounded-md border bg-muted">
            <ItemPicture item={item} />
          </div>
          <div className="grid min-w-0 content-start gap-1.5">
            {badges.length > 0 ? (
              <div className="flex flex-wrap gap-1">
                {badges.map((b) => (
                  <StatusChip key={b.key} badge={b} />
                ))}
              </div>
            ) : (
              <p className="text-sm text-success">{t('portfolio.edit.public', 'Public: visitors can see it.')}</p>
            )}
            {badges
              .filter((b) => b.detail && b.key !== 'nsfw')
              .map((b) => (
                <p key={b.key} className="text-xs text-muted-foreground" data-testid={`detail-${b.key}`}>
                  {b.detail}
                </p>
              ))}
          </div>
        </div>

        <Field label={t('portfolio.edit.title', 'Title')} error={errors.title?.message}>
          {(p) => <Input {...p} maxLength={PORTFOLIO_LIMITS.titleMax} disabled={locked} {...form.register('title')} />}
        </Field>
        <Field label={t('portfolio.edit.caption', 'Caption')} error={errors.caption?.message}>
          {(p) => <Textarea {...p} rows={3} maxLength={PORTFOLIO_LIMITS.captionMax} disabled={locked} {...form.register('caption')} />}
        </Field>
        <Controller
          control={form.control}
          name="content_types"
          render={({ field }) => (
            <ContentTypeChips legend={t('portfolio.edit.contentTypes', 'Content types')} value={field.value} onChange={field.onChange} />
          )}
        />
        {errors.content_types?.message ? <p className="text-sm text-destructive">{errors.content_types.message}</p> : null}

        <div className="grid gap-1.5">
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="nsfw"
              render={({ field }) => (
                <Switch
                  id={nsfwId}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  disabled={locked || (!allowance.verified && !item.nsfw)}
                  aria-describedby={nsfwHint}
                />
              )}
            />
            <Label htmlFor={nsfwId}>NSFW</Label>
          </div>
          <p id={nsfwHint} className="text-xs text-muted-foreground">
            {allowance.verified ? (
              t('portfolio.badge.nsfwText', 'Blurred for visitors until they confirm they are 18 or older.')
            ) : (
              <>
                {tm(PORTFOLIO_MESSAGES.nsfwNeedsVerification)}{' '}
                <Link to="/compliance" className="font-medium text-foreground underline underline-offset-4">
                  {t('portfolio.verifyIdentity', 'Verify your identity')}
                </Link>
              </>
            )}
          </p>
          {errors.nsfw?.message ? <p className="text-sm text-destructive">{errors.nsfw.message}</p> : null}
        </div>

        <div className="grid gap-1.5">
          <Label htmlFor={albumId}>{t('portfolio.edit.album', 'Album')}</Label>
          <Controller
            control={form.control}
            name="album_id"
            render={({ field }) => (
              <select
                id={albumId}
                className={selectClass}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
                disabled={locked || !allowance.can_use_albums}
              >
                <option value="">{t('portfolio.album.noAlbum', 'Not in an album')}</option>
                {albums.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.title}
                  </option>
                ))}
              </select>
            )}
          />
          {allowance.can_use_albums ? null : (
            <p className="text-xs text-muted-foreground">
              {t('portfolio.edit.albumsPro', 'Albums are a Pro feature.')}{' '}
              <Link to={PRO_PATH} className="font-medium text-foreground underline underline-offset-4">
                {t('portfolio.upgrade', 'Upgrade to Pro')}
              </Link>
            </p>
          )}
          {errors.album_id?.message ? <p className="text-sm text-destructive">{errors.album_id.message}</p> : null}
        </div>

        <FormError message={update.error} />
      </form>
      {/* Tags and the release save on their own (a form of their own, so it sits outside this one). */}
      <ItemConsentEditor item={item} onChanged={setOwnItem} />
      {/* MB Licensing: offered on the owner's terms once every tagged co-performer confirmed (the server decides). */}
      <OfferForLicensing itemId={item.id} />

      <DialogFooter className="sm:justify-between">
        <Button type="button" variant="ghost" className="text-destructive hover:text-destructive" onClick={() => onDelete(item)}>
          <Trash2 aria-hidden="true" />
          {t('portfolio.card.delete', 'Delete')}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={update.busy || locked}>
            {update.busy ? t('common.saving', 'Saving...') : t('portfolio.save', 'Save')}
          </Button>
        </div>
      </DialogFooter>
    </div>
  );
}

/** The item edit dialog: title, caption, content types, NSFW, album; and delete. */
export function ItemEditDialog({
  item,
  albums,
  allowance,
  onClose,
  onDelete,
}: {
  item: OwnPortfolioItem | null;
  albums: readonly PortfolioAlbum[];
  allowance: PortfolioAllowance;
  onClose: () => void;
  onDelete: (item: OwnPortfolioItem) => void;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('portfolio.card.edit', 'Edit {name}', { name: itemName(item) })}</DialogTitle>
              <DialogDescription>
                {t(
                  'portfolio.edit.intro',
                  '{kind, select, video {What visitors read with this video, and where it belongs.} other {What visitors read with this image, and where it belongs.}}',
                  { kind: item.kind },
                )}
              </DialogDescription>
            </DialogHeader>
            <EditForm key={item.id} item={item} albums={albums} allowance={allowance} onDone={onClose} onDelete={onDelete} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
