import { zodResolver } from '@hookform/resolvers/zod';
import {
  EVENT_CATEGORIES,
  EVENT_CURRENCIES,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  type EventInput,
  eventInput,
  type OrganizerEvent,
  TICKET_KINDS,
} from '@mb/contract/events';
import { placeZones, zoneForPlace } from '@mb/contract/place-zone';
import { useMemo, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ImagePicker } from '../../components/image-picker';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { ApiError } from '../../lib/api';
import { t, tm } from '../../lib/i18n';
import { selectClass } from './events-page';
import { categoryLabel, timeZones } from './format';
import { useSaveEvent, useUploadEventImage } from './queries';

/** The links' placeholder: the same in every language. */
const HTTPS = 'https://';

/**
 * The form's text as the server's input, checked by the contract's schema: the price typed in units
 * is sent in cents, and once tickets are taken the kind and price are not sent (they cannot change).
 */
function eventForm(event: OrganizerEvent | null) {
  const sold = (event?.seats_taken ?? 0) > 0;
  return z
    .object({
      title: z.string(),
      description: z.string(),
      category: z.enum(EVENT_CATEGORIES),
      link_url: z.string(),
      is_online: z.boolean(),
      location: z.string(),
      online_url: z.string(),
      starts_local: z.string(),
      ends_local: z.string(),
      timezone: z.string(),
      capacity: z.string(),
      ticket_kind: z.enum(TICKET_KINDS),
      price: z.string(),
      currency: z.enum(EVENT_CURRENCIES),
    })
    .transform(({ capacity, ticket_kind, price, currency, ...rest }): z.input<typeof eventInput> => {
      const cents = Math.round(Number(price) * 100);
      return {
        ...rest,
        // Links left blank (spaces only) are none.
        link_url: rest.link_url.trim(),
        online_url: rest.online_url.trim(),
        capacity: Number(capacity),
        ...(sold ? {} : { ticket_kind, currency, price_minor: ticket_kind === 'paid' ? (Number.isFinite(cents) ? cents : 0) : 0 }),
      };
    })
    .pipe(eventInput)
    .refine((v) => !event || (v.capacity ?? 0) >= event.seats_taken, { path: ['capacity'], message: EVENT_MESSAGES.capacityBelowTaken });
}
type Draft = z.input<ReturnType<typeof eventForm>>;
const FIELDS = [
  'title',
  'description',
  'category',
  'link_url',
  'location',
  'online_url',
  'starts_local',
  'ends_local',
  'timezone',
  'capacity',
  'price_minor',
] as const;

/** A week from now at 20:00 to 23:00 in the browser's zone: a start that passes the "not in the past" rule. */
function defaults(): Pick<Draft, 'starts_local' | 'ends_local' | 'timezone'> {
  const d = new Date(Date.now() + 7 * 86_400_000);
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { starts_local: `${day}T20:00`, ends_local: `${day}T23:00`, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
}

function initial(e: OrganizerEvent | null): Draft {
  const d = defaults();
  return {
    title: e?.title ?? '',
    description: e?.description ?? '',
    category: e?.category ?? 'party',
    link_url: e?.link_url ?? '',
    is_online: e?.is_online ?? false,
    location: e?.location ?? '',
    online_url: e?.online_url ?? '',
    starts_local: e?.starts_local || d.starts_local,
    ends_local: e?.ends_local || d.ends_local,
    timezone: e?.timezone ?? d.timezone,
    capacity: String(e?.capacity ?? 50),
    ticket_kind: e?.ticket_kind ?? 'free',
    price: e && e.ticket_kind === 'paid' ? (e.price_minor / 100).toFixed(2) : '',
    currency: (e?.currency as Draft['currency']) ?? 'USD',
  };
}

/** Create or edit an event: every field of spec §3 plus capacity and tickets; the picture once saved. */
export function EventForm({
  event,
  onClose,
  onSaved,
}: {
  event: OrganizerEvent | null;
  onClose: () => void;
  onSaved?: (e: OrganizerEvent) => void;
}) {
  const save = useSaveEvent();
  const upload = useUploadEventImage();
  const [schema] = useState(() => eventForm(event));
  const form = useForm<Draft, unknown, EventInput>({ resolver: zodResolver(schema), defaultValues: initial(event) });
  // The price is typed in units but checked (and refused by the server) as `price_minor`.
  const errors = form.formState.errors as FieldErrors<Draft & { price_minor: number }>;
  const [id, setId] = useState(event?.id);
  const [imageUrl, setImageUrl] = useState(event?.image_url ?? null);
  const [imageError, setImageError] = useState<string>();
  const zones = useMemo(timeZones, []);
  const places = useMemo(placeZones, []);
  // The zone follows the venue typed (issue 31) until the organizer picks one by hand.
  const [zonePicked, setZonePicked] = useState(false);
  const [zoneFromPlace, setZoneFromPlace] = useState<string | null>(null);
  const [ownZone] = useState(() => form.getValues('timezone'));
  const followLocation = (location: string) => {
    if (zonePicked) return;
    const found = zoneForPlace(location, places);
    const zone = found && zones.includes(found) ? found : null;
    // A place that names no zone (any more) gives the zone back to what it was before.
    form.setValue('timezone', zone ?? ownZone);
    setZoneFromPlace(zone);
  };
  const sold = (event?.seats_taken ?? 0) > 0;
  const [title, description, timezone, isOnline, ticketKind] = form.watch(['title', 'description', 'timezone', 'is_online', 'ticket_kind']);

  const submit = async (body: EventInput) => {
    const r = await save.submit({ id, body }, { form: { setError: form.setError, fields: FIELDS } });
    if (!r.ok) return null;
    setId(r.data.id);
    return r.data;
  };

  const onSave = form.handleSubmit(async (body) => {
    const saved = await submit(body);
    if (saved) {
      onSaved?.(saved);
      onClose();
    }
  });

  const onImage = (file: File) =>
    form.handleSubmit(async (body) => {
      setImageError(undefined);
      // A new event is saved first: the picture belongs to an event.
      let target = id;
      if (!target) {
        const saved = await submit(body);
        if (!saved) return;
        target = saved.id;
      }
      const u = await upload.submit({ id: target, file }, { success: { title: t('events.form.pictureUploaded', 'Picture uploaded.') } });
      if (u.ok) setImageUrl(u.data.image_url);
      else if (u.error instanceof ApiError) setImageError(u.error.fields.file ?? u.error.message);
    })();

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[92vh] max-w-2xl overflow-y-auto" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{event ? t('events.form.edit', 'Edit event') : t('events.form.new', 'New event')}</DialogTitle>
          <DialogDescription>
            {event
              ? t('events.form.editIntro', 'Changes show at once on the event page.')
              : t('events.form.newIntro', 'Saved as a draft; publish it when it is ready.')}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-5" aria-label={t('events.form.label', 'Event')} noValidate onSubmit={onSave}>
          <Field label={t('events.form.title', 'Title')} error={errors.title?.message} hint={`${title.length}/${EVENT_LIMITS.titleMax}`}>
            {(p) => <Input {...p} maxLength={EVENT_LIMITS.titleMax} {...form.register('title')} />}
          </Field>
          <ImagePicker
            label={t('events.form.picture', 'Picture')}
            noun={t('events.form.pictureNoun', 'picture')}
            imageUrl={imageUrl}
            alt={t('events.form.preview', 'Preview of the event')}
            frameClassName="aspect-[3/1] w-48"
            hint={t('events.form.pictureHint', 'JPEG, PNG or WebP up to 5 MB; shown wide (3:1).')}
            busy={upload.busy}
            error={imageError}
            testId="event-image-input"
            onFile={onImage}
          />
          <Field
            label={t('events.form.description', 'Description')}
            error={errors.description?.message}
            hint={`${description.length}/${EVENT_LIMITS.descriptionMax}`}
          >
            {(p) => <Textarea {...p} rows={4} maxLength={EVENT_LIMITS.descriptionMax} {...form.register('description')} />}
          </Field>
          <Field label={t('events.form.category', 'Category')} error={errors.category?.message}>
            {(p) => (
              <select {...p} className={selectClass} {...form.register('category')}>
                {EVENT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {categoryLabel(c)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('events.form.starts', 'Starts')} error={errors.starts_local?.message}>
              {(p) => <Input {...p} type="datetime-local" {...form.register('starts_local')} />}
            </Field>
            <Field label={t('events.form.ends', 'Ends')} error={errors.ends_local?.message}>
              {(p) => <Input {...p} type="datetime-local" {...form.register('ends_local')} />}
            </Field>
          </div>
          <Field
            label={t('events.form.zone', 'Time zone')}
            error={errors.timezone?.message}
            hint={
              zoneFromPlace === timezone && !zonePicked
                ? t('events.form.zoneFromPlace', 'Set from the location: {zone}. Pick another if the venue is elsewhere.', {
                    zone: timezone.replace(/_/g, ' '),
                  })
                : t('events.form.zoneHint', "The times above are on this zone's clock; members see them with the zone.")
            }
          >
            {(p) => (
              <select {...p} className={selectClass} {...form.register('timezone', { onChange: () => setZonePicked(true) })}>
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z.replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="is_online"
              render={({ field }) => (
                <Switch id="event-online" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
            <label htmlFor="event-online" className="text-sm font-medium">
              {t('events.form.online', 'Online event')}
            </label>
          </div>
          {isOnline ? (
            <Field
              label={t('events.form.onlineLink', 'Online link')}
              error={errors.online_url?.message}
              hint={t('events.form.onlineLinkHint', 'Shown only to the organizer and ticket holders.')}
            >
              {(p) => <Input {...p} type="url" inputMode="url" placeholder={HTTPS} {...form.register('online_url')} />}
            </Field>
          ) : (
            <Field
              label={t('events.form.location', 'Location')}
              error={errors.location?.message}
              hint={t('events.form.locationHint', 'Venue, city and country.')}
            >
              {(p) => (
                <Input
                  {...p}
                  maxLength={EVENT_LIMITS.locationMax}
                  {...form.register('location', { onChange: (e) => followLocation(e.target.value) })}
                />
              )}
            </Field>
          )}
          <Field
            label={t('events.form.link', 'Link (optional)')}
            error={errors.link_url?.message}
            hint={t('events.form.linkHint', 'A page with more about the event: https:// only.')}
          >
            {(p) => <Input {...p} type="url" inputMode="url" placeholder={HTTPS} {...form.register('link_url')} />}
          </Field>
          <Field
            label={t('events.form.capacity', 'Capacity')}
            error={errors.capacity?.message}
            hint={
              event?.seats_taken
                ? t('events.form.seatsTaken', '{count} seats already taken.', { count: event.seats_taken })
                : t('events.form.capacityHint', 'How many people can come.')
            }
          >
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={Math.max(EVENT_LIMITS.capacityMin, event?.seats_taken ?? 0)}
                max={EVENT_LIMITS.capacityMax}
                {...form.register('capacity')}
              />
            )}
          </Field>
          <fieldset className="grid gap-3" disabled={sold}>
            <legend className="mb-1 text-sm font-medium">{t('events.form.tickets', 'Tickets')}</legend>
            {sold ? <p className="text-xs text-muted-foreground">{tm(EVENT_MESSAGES.ticketsSoldNoKind)}</p> : null}
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label={t('events.form.kind', 'Kind')}>
                {(p) => (
                  <select {...p} className={selectClass} {...form.register('ticket_kind')}>
                    <option value="free">{t('events.form.freeRsvp', 'Free RSVP')}</option>
                    <option value="paid">{t('events.form.paid', 'Paid ticket')}</option>
                  </select>
                )}
              </Field>
              {ticketKind === 'paid' ? (
                <>
                  <Field label={t('events.form.price', 'Price')} error={errors.price_minor?.message}>
                    {(p) => <Input {...p} type="number" inputMode="decimal" min={1} step="0.01" {...form.register('price')} />}
                  </Field>
                  <Field label={t('events.form.currency', 'Currency')}>
                    {(p) => (
                      <select {...p} className={selectClass} {...form.register('currency')}>
                        {EVENT_CURRENCIES.map((c) => (
                          <option key={c} value={c}>
                            {c}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </>
              ) : null}
            </div>
          </fieldset>
          <FormError message={save.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('events.form.close', 'Close')}
            </Button>
            <Button type="submit" disabled={save.busy} data-testid="save-event">
              {save.busy
                ? t('common.saving', 'Saving...')
                : event
                  ? t('events.form.save', 'Save changes')
                  : t('events.form.saveDraft', 'Save draft')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
