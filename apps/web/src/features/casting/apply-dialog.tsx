import { zodResolver } from '@hookform/resolvers/zod';
import {
  CASTING_LIMITS,
  CASTING_MESSAGES,
  type CastingAnswer,
  type CastingCallDetail,
  type CastingField,
  castingAnswersFor,
  castingApplicationInput,
} from '@mb/contract/casting';
import { PORTFOLIO_LIMITS } from '@mb/contract/portfolio';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, ImageOff } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { applyServerError } from '../../lib/form-errors';
import { intlLocale, t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { selectClass } from './parts';
import { castingKeys, useApply, useOwnPortfolio } from './queries';

/** What the dialog holds: each field's answer as given (none yet: undefined), the items picked, the acknowledgement. */
interface ApplyValues {
  answers: Record<string, unknown>;
  portfolio_item_ids: string[];
  disclosure_acknowledged: boolean;
}

type OwnItems = NonNullable<ReturnType<typeof useOwnPortfolio>['data']>['items'];

const dueText = (d: Date) =>
  d.toLocaleString(intlLocale(), { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * What the dialog says, once, when there is nothing published to pick: an upload waiting for review
 * with when a moderator will have decided (spec §9: within 48 hours of the upload), or where to add work.
 */
export function NothingToPick({ items, mediaRequired, now = new Date() }: { items: OwnItems; mediaRequired: boolean; now?: Date }) {
  const waiting = items.filter((i) => i.moderation_status === 'pending' && !i.hidden_by_request);
  const first = waiting.map((i) => new Date(i.created_at).getTime()).sort((a, b) => a - b)[0];
  const due = first === undefined ? null : new Date(first + PORTFOLIO_LIMITS.moderationHours * 3_600_000);
  return (
    <div className="grid gap-1 rounded-md border border-dashed p-3 text-sm" data-testid="nothing-to-pick">
      {due ? (
        <p className="flex items-start gap-2">
          <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            {due > now ? CASTING_MESSAGES.uploadWaiting(waiting.length, dueText(due)) : CASTING_MESSAGES.uploadOverdue(waiting.length)}
          </span>
        </p>
      ) : (
        <p className="flex items-center gap-2 text-muted-foreground">
          <ImageOff className="size-4" aria-hidden /> {tm(CASTING_MESSAGES.noPublishedItems)}{' '}
          <Link to="/my-portfolio" className="underline">
            {tm(CASTING_MESSAGES.addToPortfolio)}
          </Link>
          .
        </p>
      )}
      {mediaRequired ? <p className="font-medium">{tm(CASTING_MESSAGES.mediaNeeded)}</p> : null}
    </div>
  );
}

/** The applicant's published portfolio items as toggles (the dialog's one picker). */
function ItemPicker({
  items,
  value,
  onChange,
  label,
}: {
  items: OwnItems;
  value: string[];
  onChange: (ids: string[]) => void;
  label: string;
}) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={label}>
      {items.map((i) => {
        const on = value.includes(i.id);
        return (
          <li key={i.id}>
            <button
              type="button"
              aria-pressed={on}
              aria-label={
                on
                  ? t('casting.apply.removeItem', 'Remove {title}', {
                      title: i.title || t('casting.apply.portfolioItem', 'portfolio item'),
                    })
                  : t('casting.apply.attachItem', 'Attach {title}', {
                      title: i.title || t('casting.apply.portfolioItem', 'portfolio item'),
                    })
              }
              data-testid="pick-item"
              onClick={() => onChange(on ? value.filter((x) => x !== i.id) : [...value, i.id].slice(0, CASTING_LIMITS.attachmentsMax))}
              className={cn(
                'relative block aspect-square w-full overflow-hidden rounded-md border-2',
                on ? 'border-primary' : 'border-transparent',
              )}
            >
              <img src={i.media.thumb_url ?? i.media.blur_data_url ?? ''} alt="" className="size-full object-cover" />
              {on ? (
                <span className="absolute top-1 right-1 rounded bg-primary px-1 text-xs text-primary-foreground">
                  {t('casting.apply.attached', 'Attached')}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Where the applicant's work is picked: the form's media-request field when it has one (the studio
 * asked for it there), otherwise one "Portfolio items to attach". One picker per form, never two of
 * the same images (issue 31). Loading, failure and an empty portfolio are said here, once.
 */
function PortfolioPicker({
  label,
  value,
  onChange,
  mediaRequired,
  first,
}: {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  mediaRequired: boolean;
  /** The form's first picker: the one that says why there is nothing to pick (later ones point to it). */
  first: boolean;
}) {
  const mine = useOwnPortfolio();
  if (mine.isPending)
    return <p className="text-sm text-muted-foreground">{t('casting.apply.loadingPortfolio', 'Loading your portfolio...')}</p>;
  if (mine.isError)
    return <p className="text-sm text-destructive">{t('casting.apply.portfolioFailed', 'Your portfolio could not be loaded.')}</p>;
  const published = mine.data.items.filter((i) => i.is_public);
  if (published.length === 0)
    return first ? (
      <NothingToPick items={mine.data.items} mediaRequired={mediaRequired} />
    ) : (
      <p className="text-sm text-muted-foreground">{tm(CASTING_MESSAGES.nothingToPickAbove)}</p>
    );
  return <ItemPicker items={published} label={label} value={value} onChange={onChange} />;
}

function AnswerInput({
  field,
  value,
  onChange,
  error,
  firstPicker = false,
}: {
  field: CastingField;
  value: CastingAnswer | undefined;
  onChange: (v: CastingAnswer | undefined) => void;
  error?: string;
  /** Whether this is the form's first media-request field (see PortfolioPicker). */
  firstPicker?: boolean;
}) {
  const label = `${field.label}${field.required ? ' *' : ''}`;
  if (field.type === 'consent' || field.type === 'yes_no') {
    if (field.type === 'consent')
      return (
        <div className="grid gap-1">
          <div className="flex items-start gap-2 rounded-md border p-3">
            <Checkbox
              id={`a-${field.id}`}
              checked={value === true}
              onCheckedChange={(v) => onChange(v === true)}
              aria-invalid={Boolean(error)}
              className="mt-0.5"
            />
            <Label htmlFor={`a-${field.id}`} className="leading-snug">
              {label}
            </Label>
          </div>
          {field.help ? <p className="text-xs text-muted-foreground">{field.help}</p> : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      );
    return (
      <Field label={label} error={error} hint={field.help}>
        {(p) => (
          <select
            {...p}
            className={selectClass}
            value={value === true ? 'yes' : value === false ? 'no' : ''}
            onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'yes')}
          >
            <option value="">{t('casting.apply.choose', 'Choose...')}</option>
            <option value="yes">{t('casting.apply.yes', 'Yes')}</option>
            <option value="no">{t('casting.apply.no', 'No')}</option>
          </select>
        )}
      </Field>
    );
  }
  if (field.type === 'multi_choice')
    return (
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{label}</legend>
        <div className="flex flex-wrap gap-3">
          {(field.options ?? []).map((o) => {
            const list = Array.isArray(value) ? value : [];
            return (
              <div key={o} className="flex items-center gap-2">
                <Checkbox
                  id={`a-${field.id}-${o}`}
                  checked={list.includes(o)}
                  onCheckedChange={(on) => onChange(on ? [...list, o] : list.filter((x) => x !== o))}
                />
                <Label htmlFor={`a-${field.id}-${o}`}>{o}</Label>
              </div>
            );
          })}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : field.help ? (
          <p className="text-xs text-muted-foreground">{field.help}</p>
        ) : null}
      </fieldset>
    );
  if (field.type === 'media_request')
    return (
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{label}</legend>
        {field.help ? <p className="text-xs text-muted-foreground">{field.help}</p> : null}
        <PortfolioPicker
          label={field.label}
          value={Array.isArray(value) ? value : []}
          onChange={(ids) => onChange(ids)}
          mediaRequired={field.required}
          first={firstPicker}
        />
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  return (
    <Field label={label} error={error} hint={field.help}>
      {(p) =>
        field.type === 'long_text' ? (
          <Textarea
            {...p}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
            maxLength={CASTING_LIMITS.longTextAnswerMax}
          />
        ) : field.type === 'choice' ? (
          <select
            {...p}
            className={selectClass}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value || undefined)}
          >
            <option value="">{t('casting.apply.choose', 'Choose...')}</option>
            {(field.options ?? []).map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        ) : field.type === 'number' ? (
          <Input
            {...p}
            type="number"
            inputMode="decimal"
            value={typeof value === 'number' ? String(value) : ''}
            onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          />
        ) : field.type === 'date' ? (
          <Input
            {...p}
            type="date"
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value || undefined)}
          />
        ) : (
          <Input
            {...p}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
            maxLength={CASTING_LIMITS.textAnswerMax}
          />
        )
      }
    </Field>
  );
}

/**
 * Apply to a call: the form's fields, portfolio items, the disclosure acknowledged. Checked here and
 * again by the server. Work is picked in the form's media-request field(s) when it has any, otherwise
 * in one "Portfolio items to attach"; the studio sees every item picked, wherever.
 */
export function ApplyDialog({ call, open, onOpenChange }: { call: CastingCallDetail; open: boolean; onOpenChange: (o: boolean) => void }) {
  const fields = call.form.fields;
  const firstMedia = fields.find((f) => f.type === 'media_request')?.id ?? null;
  // The studio's form, as the contract's schema of its answers (the server checks them with the same one).
  const schema = useMemo(
    () =>
      z.object({
        answers: castingAnswersFor(fields),
        portfolio_item_ids: castingApplicationInput.shape.portfolio_item_ids.unwrap(),
        disclosure_acknowledged: z.boolean().pipe(castingApplicationInput.shape.disclosure_acknowledged),
      }),
    [fields],
  );
  const form = useForm<ApplyValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { answers: {}, portfolio_item_ids: [], disclosure_acknowledged: false },
  });
  const { errors } = form.formState;
  const apply = useApply();
  const qc = useQueryClient();
  const submit = form.handleSubmit(async (v) => {
    const answers = Object.fromEntries(Object.entries(v.answers).filter(([, a]) => a !== undefined)) as Record<string, CastingAnswer>;
    const r = await apply.submit(
      {
        id: call.id,
        body: {
          answers,
          portfolio_item_ids: firstMedia === null ? v.portfolio_item_ids : [],
          disclosure_acknowledged: true,
          disclosure_seen: call.disclosure,
        },
      },
      { success: { title: CASTING_MESSAGES.applied } },
    );
    if (r.ok) return onOpenChange(false);
    // The studio changed the disclosure meanwhile: show the new text, to be read and acknowledged again.
    // The server answers in the reader's language.
    if (r.message === CASTING_MESSAGES.disclosureChanged || r.message === tm(CASTING_MESSAGES.disclosureChanged)) {
      form.setValue('disclosure_acknowledged', false);
      void qc.invalidateQueries({ queryKey: castingKeys.all });
    }
    applyServerError(r.error, form.setError, [...fields.map((f) => `answers.${f.id}`), 'portfolio_item_ids', 'disclosure_acknowledged']);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('casting.apply.title', 'Apply: {title}', { title: call.title })}</DialogTitle>
          <DialogDescription>
            {call.form.description || t('casting.apply.intro', 'Answer the studio’s questions and attach work from your portfolio.')}
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => void submit(e)}
          className="grid gap-4"
          noValidate
          aria-label={t('casting.apply.formLabel', 'Casting application')}
        >
          {fields.map((f) => (
            <Controller
              key={f.id}
              control={form.control}
              name={`answers.${f.id}`}
              render={({ field, fieldState }) => (
                <AnswerInput
                  field={f}
                  value={field.value as CastingAnswer | undefined}
                  error={fieldState.error?.message}
                  onChange={field.onChange}
                  firstPicker={f.id === firstMedia}
                />
              )}
            />
          ))}
          {firstMedia === null ? (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">{tm(CASTING_MESSAGES.attachHeading)}</legend>
              <Controller
                control={form.control}
                name="portfolio_item_ids"
                render={({ field }) => (
                  <PortfolioPicker
                    label={CASTING_MESSAGES.attachHeading}
                    value={field.value}
                    onChange={field.onChange}
                    mediaRequired={false}
                    first
                  />
                )}
              />
              {errors.portfolio_item_ids ? (
                <p role="alert" className="text-sm text-destructive">
                  {errors.portfolio_item_ids.message}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <div className="grid gap-2 rounded-md border border-warning/40 bg-warning/5 p-3">
            <p className="text-sm font-semibold">{t('casting.disclosure', 'Nudity and acts disclosure')}</p>
            <p className="text-sm whitespace-pre-line">{call.disclosure}</p>
            <div className="flex items-start gap-2">
              <Controller
                control={form.control}
                name="disclosure_acknowledged"
                render={({ field }) => (
                  <Checkbox
                    id="ack"
                    checked={field.value}
                    onCheckedChange={(v) => field.onChange(v === true)}
                    aria-invalid={Boolean(errors.disclosure_acknowledged)}
                    className="mt-0.5"
                  />
                )}
              />
              <Label htmlFor="ack" className="leading-snug">
                {t('casting.apply.acknowledge', 'I have read the disclosure and understand what this role involves.')}
              </Label>
            </div>
            {errors.disclosure_acknowledged ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.disclosure_acknowledged.message}
              </p>
            ) : null}
          </div>
          <FormError
            message={Object.keys(errors).length > 0 ? t('casting.apply.needsAttention', 'Some answers need attention.') : apply.error}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" disabled={apply.busy}>
              {apply.busy ? t('casting.sending', 'Sending...') : t('casting.apply.send', 'Send application')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
