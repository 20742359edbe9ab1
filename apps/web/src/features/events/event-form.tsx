import {
  EVENT_CATEGORIES,
  EVENT_CURRENCIES,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  type EventCategory,
  type EventInput,
  type OrganizerEvent,
  type TicketKind,
} from '@mb/contract/events';
import { placeZones, zoneForPlace } from '@mb/contract/place-zone';
import { useMemo, useState } from 'react';
import { ImagePicker } from '../../components/image-picker';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { ApiError } from '../../lib/api';
import { selectClass } from './events-page';
import { categoryLabel, timeZones } from './format';
import { useSaveEvent, useUploadEventImage } from './queries';

interface Draft {
  title: string;
  description: string;
  category: EventCategory;
  link_url: string;
  is_online: boolean;
  location: string;
  online_url: string;
  starts_local: string;
  ends_local: string;
  timezone: string;
  capacity: string;
  ticket_kind: TicketKind;
  price: string;
  currency: (typeof EVENT_CURRENCIES)[number];
}

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

const https = (v: string) => /^https:\/\/[^/?#@\s]+/i.test(v.trim());

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
  const [d, setD] = useState<Draft>(() => initial(event));
  const [id, setId] = useState(event?.id);
  const [imageUrl, setImageUrl] = useState(event?.image_url ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const zones = useMemo(timeZones, []);
  const places = useMemo(placeZones, []);
  // The zone follows the venue typed (issue 31) until the organizer picks one by hand.
  const [zonePicked, setZonePicked] = useState(false);
  const [zoneFromPlace, setZoneFromPlace] = useState<string | null>(null);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const [ownZone] = useState(d.timezone);
  const setLocation = (location: string) => {
    if (zonePicked) return set('location', location);
    const found = zoneForPlace(location, places);
    const zone = found && zones.includes(found) ? found : null;
    // A place that names no zone (any more) gives the zone back to what it was before.
    setD((x) => ({ ...x, location, timezone: zone ?? ownZone }));
    setZoneFromPlace(zone);
  };
  const sold = (event?.seats_taken ?? 0) > 0;

  const body = (): EventInput => ({
    title: d.title,
    description: d.description,
    category: d.category,
    link_url: d.link_url.trim(),
    is_online: d.is_online,
    location: d.location,
    online_url: d.online_url.trim(),
    starts_local: d.starts_local,
    ends_local: d.ends_local,
    timezone: d.timezone,
    capacity: Number(d.capacity),
    ...(sold
      ? {}
      : {
          ticket_kind: d.ticket_kind,
          currency: d.currency,
          price_minor: d.ticket_kind === 'paid' ? Math.round(Number(d.price) * 100) : 0,
        }),
  });

  const validate = () => {
    const e: Record<string, string> = {};
    if (!d.title.trim()) e.title = 'Give the event a title.';
    if (d.link_url.trim() && !https(d.link_url)) e.link_url = EVENT_MESSAGES.linkHttps;
    if (d.online_url.trim() && !https(d.online_url)) e.online_url = EVENT_MESSAGES.linkHttps;
    if (!d.starts_local) e.starts_local = EVENT_MESSAGES.badDateTime;
    if (!d.ends_local) e.ends_local = EVENT_MESSAGES.badDateTime;
    else if (d.starts_local && d.ends_local <= d.starts_local) e.ends_local = EVENT_MESSAGES.endBeforeStart;
    const cap = Number(d.capacity);
    if (!Number.isInteger(cap) || cap < EVENT_LIMITS.capacityMin || cap > EVENT_LIMITS.capacityMax)
      e.capacity = `Between ${EVENT_LIMITS.capacityMin} and ${EVENT_LIMITS.capacityMax.toLocaleString('en-US')} seats.`;
    else if (event && cap < event.seats_taken) e.capacity = EVENT_MESSAGES.capacityBelowTaken;
    if (!sold && d.ticket_kind === 'paid') {
      const cents = Math.round(Number(d.price) * 100);
      if (!Number.isFinite(cents) || cents < EVENT_LIMITS.priceMinMinor) e.price_minor = EVENT_MESSAGES.priceRequired;
      else if (cents > EVENT_LIMITS.priceMaxMinor) e.price_minor = `At most ${(EVENT_LIMITS.priceMaxMinor / 100).toLocaleString('en-US')}.`;
    }
    setErrors(e);
    return Object.keys(e).length === 0;
  };

  const submit = async () => {
    const r = await save.submit({ id, body: body() });
    if (!r.ok) {
      if (r.error instanceof ApiError) setErrors(r.error.fields);
      return null;
    }
    setId(r.data.id);
    return r.data;
  };

  const onSave = async () => {
    if (!validate()) return;
    const saved = await submit();
    if (saved) {
      onSaved?.(saved);
      onClose();
    }
  };

  const onImage = async (file: File) => {
    if (!validate()) return;
    // A new event is saved first: the picture belongs to an event.
    let target = id;
    if (!target) {
      const saved = await submit();
      if (!saved) return;
      target = saved.id;
    }
    const u = await upload.submit({ id: target, file }, { success: { title: 'Picture uploaded.' } });
    if (u.ok) setImageUrl(u.data.image_url);
    else if (u.error instanceof ApiError) {
      const msg = u.error.fields.file ?? u.error.message;
      setErrors((e) => ({ ...e, image: msg }));
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[92vh] max-w-2xl overflow-y-auto" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{event ? 'Edit event' : 'New event'}</DialogTitle>
          <DialogDescription>
            {event ? 'Changes show at once on the event page.' : 'Saved as a draft; publish it when it is ready.'}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-5"
          aria-label="Event"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          <Field label="Title" error={errors.title} hint={`${d.title.length}/${EVENT_LIMITS.titleMax}`}>
            {(p) => <Input {...p} value={d.title} maxLength={EVENT_LIMITS.titleMax} onChange={(e) => set('title', e.target.value)} />}
          </Field>
          <ImagePicker
            label="Picture"
            noun="picture"
            imageUrl={imageUrl}
            alt="Preview of the event"
            frameClassName="aspect-[3/1] w-48"
            hint="JPEG, PNG or WebP up to 5 MB; shown wide (3:1)."
            busy={upload.busy}
            error={errors.image}
            testId="event-image-input"
            onFile={onImage}
          />
          <Field label="Description" error={errors.description} hint={`${d.description.length}/${EVENT_LIMITS.descriptionMax}`}>
            {(p) => (
              <Textarea
                {...p}
                rows={4}
                value={d.description}
                maxLength={EVENT_LIMITS.descriptionMax}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </Field>
          <Field label="Category" error={errors.category}>
            {(p) => (
              <select {...p} className={selectClass} value={d.category} onChange={(e) => set('category', e.target.value as EventCategory)}>
                {EVENT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {categoryLabel(c)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Starts" error={errors.starts_local}>
              {(p) => <Input {...p} type="datetime-local" value={d.starts_local} onChange={(e) => set('starts_local', e.target.value)} />}
            </Field>
            <Field label="Ends" error={errors.ends_local}>
              {(p) => <Input {...p} type="datetime-local" value={d.ends_local} onChange={(e) => set('ends_local', e.target.value)} />}
            </Field>
          </div>
          <Field
            label="Time zone"
            error={errors.timezone}
            hint={
              zoneFromPlace === d.timezone && !zonePicked
                ? `Set from the location: ${d.timezone.replace(/_/g, ' ')}. Pick another if the venue is elsewhere.`
                : "The times above are on this zone's clock; members see them with the zone."
            }
          >
            {(p) => (
              <select
                {...p}
                className={selectClass}
                value={d.timezone}
                onChange={(e) => {
                  setZonePicked(true);
                  set('timezone', e.target.value);
                }}
              >
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z.replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="flex items-center gap-3">
            <Switch id="event-online" checked={d.is_online} onCheckedChange={(v) => set('is_online', v)} />
            <label htmlFor="event-online" className="text-sm font-medium">
              Online event
            </label>
          </div>
          {d.is_online ? (
            <Field label="Online link" error={errors.online_url} hint="Shown only to the organizer and ticket holders.">
              {(p) => (
                <Input
                  {...p}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={d.online_url}
                  onChange={(e) => set('online_url', e.target.value)}
                />
              )}
            </Field>
          ) : (
            <Field label="Location" error={errors.location} hint="Venue, city and country.">
              {(p) => (
                <Input {...p} value={d.location} maxLength={EVENT_LIMITS.locationMax} onChange={(e) => setLocation(e.target.value)} />
              )}
            </Field>
          )}
          <Field label="Link (optional)" error={errors.link_url} hint="A page with more about the event: https:// only.">
            {(p) => (
              <Input
                {...p}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={d.link_url}
                onChange={(e) => set('link_url', e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Capacity"
            error={errors.capacity}
            hint={event?.seats_taken ? `${event.seats_taken} seats already taken.` : 'How many people can come.'}
          >
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={Math.max(EVENT_LIMITS.capacityMin, event?.seats_taken ?? 0)}
                max={EVENT_LIMITS.capacityMax}
                value={d.capacity}
                onChange={(e) => set('capacity', e.target.value)}
              />
            )}
          </Field>
          <fieldset className="grid gap-3" disabled={sold}>
            <legend className="mb-1 text-sm font-medium">Tickets</legend>
            {sold ? <p className="text-xs text-muted-foreground">{EVENT_MESSAGES.ticketsSoldNoKind}</p> : null}
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Kind">
                {(p) => (
                  <select
                    {...p}
                    className={selectClass}
                    value={d.ticket_kind}
                    onChange={(e) => set('ticket_kind', e.target.value as TicketKind)}
                  >
                    <option value="free">Free RSVP</option>
                    <option value="paid">Paid ticket</option>
                  </select>
                )}
              </Field>
              {d.ticket_kind === 'paid' ? (
                <>
                  <Field label="Price" error={errors.price_minor}>
                    {(p) => (
                      <Input
                        {...p}
                        type="number"
                        inputMode="decimal"
                        min={1}
                        step="0.01"
                        value={d.price}
                        onChange={(e) => set('price', e.target.value)}
                      />
                    )}
                  </Field>
                  <Field label="Currency">
                    {(p) => (
                      <select
                        {...p}
                        className={selectClass}
                        value={d.currency}
                        onChange={(e) => set('currency', e.target.value as Draft['currency'])}
                      >
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
              Close
            </Button>
            <Button type="submit" disabled={save.busy} data-testid="save-event">
              {save.busy ? 'Saving...' : event ? 'Save changes' : 'Save draft'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
