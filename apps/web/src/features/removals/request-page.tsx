import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEPICTED_REASONS,
  ILLEGAL_CATEGORIES,
  REMOVAL_MESSAGES as M,
  REMOVAL_KIND_LABELS,
  REMOVAL_KINDS,
  REMOVAL_LIMITS,
  type RemovalKind,
  type RemovalRequestInput,
  removalRequestInput,
} from '@mb/contract/removals';
import { MESSAGES } from '@mb/contract/ui-text';
import { ChevronDown, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useNoindex, usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { useFileRemovalRequest, usePickedItem } from './queries';
import { StatementCheck } from './statement-check';

const FIELDS = [
  'kind',
  'reason',
  'item_id',
  'urls',
  'details',
  'name',
  'email',
  'work',
  'address',
  'phone',
  'good_faith',
  'accurate',
  'signature',
] as const;
const isKind = (k: string | null): k is RemovalKind => REMOVAL_KINDS.includes(k as RemovalKind);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const selectClass =
  'flex h-10 w-full appearance-none rounded-md border border-input bg-background px-3 py-2 pr-9 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive';

const kindHints = (): Record<RemovalKind, string> => ({
  depicted_person: t(
    'removals.kind.depictedHint',
    'You are shown in it and did not consent, or you withdraw your consent. It is hidden as soon as you confirm.',
  ),
  copyright: t(
    'removals.kind.copyrightHint',
    'You own the copyright in it, or act for the owner. A DMCA notice under 17 U.S.C. § 512(c)(3).',
  ),
  illegal_content: t(
    'removals.kind.illegalHint',
    'It breaks the law, e.g. it may show a minor, or intimate images shared without consent.',
  ),
});

const accurateLabels = (): Record<RemovalKind, string> => ({
  depicted_person: t(
    'removals.accurate.depicted',
    'I am the person shown in this content, or I am authorised to act for them, and what I wrote is accurate and complete.',
  ),
  copyright: t(
    'removals.accurate.copyright',
    'The information in this notice is accurate and, under penalty of perjury, I am the copyright owner or authorised to act on behalf of the owner of an exclusive right that is allegedly infringed.',
  ),
  illegal_content: t('removals.accurate.illegal', 'I believe in good faith that what I wrote is accurate and complete.'),
});

const failedMessage = (e: unknown) => (e instanceof ApiError ? e.message : tm(MESSAGES.unexpected));

/**
 * /removal-requests/new: anyone asks for content to be removed. Opened from an item (`?item=`) the item
 * is picked; from /dmca the DMCA notice is chosen (`?kind=copyright`). Signed-in members get their
 * e-mail filled in. Sent, it waits for the mailed confirmation link.
 */
export function RequestPage() {
  usePageMeta(
    t('removals.request.title', 'Request removal of content'),
    t('removals.request.meta', 'Ask us to remove content: you are shown in it, it infringes your copyright, or it is illegal.'),
  );
  useNoindex();
  const [params] = useSearchParams();
  const session = useSession();
  const picked = params.get('item');
  const itemId = picked && UUID.test(picked) ? picked.toLowerCase() : '';
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const file = useFileRemovalRequest();
  const form = useForm<RemovalRequestInput>({
    resolver: zodResolver(removalRequestInput),
    defaultValues: {
      kind: (isKind(params.get('kind')) ? params.get('kind') : '') as RemovalKind,
      reason: '',
      item_id: itemId,
      urls: '',
      details: '',
      name: '',
      email: session?.user.email ?? '',
      work: '',
      address: '',
      phone: '',
      good_faith: false,
      accurate: false,
      signature: '',
      website: '',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const kind = form.watch('kind') as RemovalKind | '';

  const submit = form.handleSubmit(async (values) => {
    const r = await file.submit(values, { form: { setError: form.setError, fields: FIELDS, focus: true }, message: failedMessage });
    if (r.ok) setSent(r.data);
  });

  if (sent) return <Sent reference={sent.reference} email={sent.email} />;

  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="removal-title">
      <header className="grid gap-2">
        <h1 id="removal-title" className="text-2xl font-bold tracking-tight">
          {t('removals.request.title', 'Request removal of content')}
        </h1>
        <p className="text-muted-foreground">
          {t(
            'removals.request.intro',
            'No account needed. We send you a link to confirm the request; then a moderator decides within {days} business days and you can follow it on its own page. Read our',
            { days: REMOVAL_LIMITS.decisionBusinessDays },
          )}{' '}
          <Link to="/dmca" className="underline underline-offset-4">
            {t('removals.request.dmcaLink', 'DMCA & copyright policy')}
          </Link>
          .
        </p>
      </header>
      <form onSubmit={submit} noValidate aria-label={t('removals.request.form', 'Removal request')} className="grid gap-6">
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">{t('removals.request.kind', 'What kind of request is it?')}</legend>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onValueChange={(v) => {
                  field.onChange(v);
                  form.setValue('reason', '');
                }}
                aria-invalid={Boolean(errors.kind)}
                className="grid gap-3 sm:grid-cols-3"
              >
                {REMOVAL_KINDS.map((k) => (
                  <label
                    key={k}
                    htmlFor={`removal-kind-${k}`}
                    className={cn(
                      'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5',
                    )}
                  >
                    <RadioGroupItem id={`removal-kind-${k}`} value={k} className="mt-0.5" aria-label={tm(REMOVAL_KIND_LABELS[k])} />
                    <span className="grid gap-1">
                      <span className="font-medium">{tm(REMOVAL_KIND_LABELS[k])}</span>
                      <span className="text-xs text-muted-foreground">{kindHints()[k]}</span>
                    </span>
                  </label>
                ))}
              </RadioGroup>
            )}
          />
          {errors.kind ? (
            <p role="alert" className="text-sm text-destructive">
              {tm(errors.kind.message ?? '')}
            </p>
          ) : null}
        </fieldset>

        {kind === 'depicted_person' || kind === 'illegal_content' ? (
          <Field
            label={
              kind === 'depicted_person'
                ? t('removals.request.reason', 'Reason')
                : t('removals.request.illegalKind', 'What kind of illegal content?')
            }
            error={errors.reason?.message}
          >
            {(p) => (
              <div className="relative">
                <select {...p} {...form.register('reason')} className={selectClass}>
                  <option value="" disabled>
                    {t('removals.request.choose', 'Choose…')}
                  </option>
                  {Object.entries(kind === 'depicted_person' ? DEPICTED_REASONS : ILLEGAL_CATEGORIES).map(([k, label]) => (
                    <option key={k} value={k}>
                      {tm(label)}
                    </option>
                  ))}
                </select>
                <ChevronDown className="pointer-events-none absolute top-3 right-3 size-4 text-muted-foreground" aria-hidden />
              </div>
            )}
          </Field>
        ) : null}

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">{t('removals.request.content', 'The content')}</legend>
          {itemId ? <PickedItem id={itemId} /> : null}
          <Field
            label={
              itemId ? t('removals.request.moreUrls', 'More addresses (optional)') : t('removals.request.urls', 'Addresses of the content')
            }
            error={errors.urls?.message ?? errors.item_id?.message}
            hint={t(
              'removals.request.urlsHint',
              'Open each item and copy the address from your browser, one per line (at most {max}, all of one member).',
              { max: REMOVAL_LIMITS.itemsMax },
            )}
          >
            {(p) => <Textarea {...p} rows={itemId ? 2 : 3} placeholder="https://…/name?item=…" {...form.register('urls')} />}
          </Field>
        </fieldset>

        {kind === 'copyright' ? (
          <Field
            label={t('removals.request.work', 'The copyrighted work')}
            error={errors.work?.message}
            hint={t('removals.request.workHint', 'Identify the work you own: a link to the original, or a description of it.')}
          >
            {(p) => <Textarea {...p} rows={3} {...form.register('work')} />}
          </Field>
        ) : null}
        <Field
          label={
            kind === 'copyright'
              ? t('removals.request.anythingElse', 'Anything else we should know (optional)')
              : t('removals.request.whatIsWrong', 'What is wrong')
          }
          error={errors.details?.message}
          hint={
            kind === 'copyright'
              ? undefined
              : t('removals.request.detailsHint', 'At least {min} characters. Do not send ID documents.', {
                  min: REMOVAL_LIMITS.detailsMin,
                })
          }
        >
          {(p) => <Textarea {...p} rows={4} {...form.register('details')} />}
        </Field>

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-medium">{t('removals.request.aboutYou', 'About you')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('removals.request.name', 'Full name')} error={errors.name?.message} className="content-start">
              {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
            </Field>
            <Field
              label={t('removals.request.email', 'E-mail')}
              error={errors.email?.message}
              hint={t('removals.request.emailHint', 'We send the confirmation link and our decision here.')}
              className="content-start"
            >
              {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />}
            </Field>
          </div>
          {kind === 'copyright' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('removals.request.address', 'Postal address')} error={errors.address?.message} className="content-start">
                {(p) => <Textarea {...p} rows={2} autoComplete="street-address" {...form.register('address')} />}
              </Field>
              <Field
                label={t('removals.request.phone', 'Telephone')}
                error={errors.phone?.message}
                hint={t('removals.request.phoneHint', 'Kept by us; the member is not shown your address or telephone.')}
                className="content-start"
              >
                {(p) => <Input {...p} type="tel" autoComplete="tel" {...form.register('phone')} />}
              </Field>
            </div>
          ) : null}
        </fieldset>

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">{t('removals.request.statements', 'Statements')}</legend>
          {kind === 'copyright' ? (
            <StatementCheck
              name="good_faith"
              control={form.control}
              error={errors.good_faith?.message}
              label={t(
                'removals.request.goodFaith',
                'I have a good-faith belief that use of the material in the manner complained of is not authorised by the copyright owner, its agent, or the law.',
              )}
            />
          ) : null}
          <StatementCheck
            name="accurate"
            control={form.control}
            error={errors.accurate?.message}
            label={accurateLabels()[kind || 'illegal_content']}
          />
          {kind === 'copyright' ? (
            <Field
              label={t('removals.request.signature', 'Signature')}
              error={errors.signature?.message}
              hint={t('removals.request.signatureHint', 'Type your full name exactly as above: your electronic signature.')}
            >
              {(p) => <Input {...p} autoComplete="off" {...form.register('signature')} />}
            </Field>
          ) : null}
        </fieldset>

        {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            {t('removals.request.honeypot', 'Website (leave empty)')}
            <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </label>
        </div>
        <FormError message={file.error} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" disabled={file.busy}>
            <Send aria-hidden />
            {file.busy ? t('removals.request.sending', 'Sending…') : t('removals.request.send', 'Send request')}
          </Button>
          <p className="text-xs text-muted-foreground">
            {t('removals.request.liable', 'Knowingly false notices may make you liable (17 U.S.C. § 512(f)). See our')}{' '}
            <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
              {t('removals.request.privacy', 'privacy policy')}
            </Link>
            .
          </p>
        </div>
      </form>
    </section>
  );
}

/** The item the form was opened from, as the reader may see it (a hidden or private one only by its id). */
function PickedItem({ id }: { id: string }) {
  const q = usePickedItem(id);
  const item = q.data;
  const src = item?.media.thumb_url ?? item?.media.blur_data_url ?? null;
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="picked-item">
      {src ? <img src={src} alt="" className="size-16 rounded-md object-cover" /> : <div className="size-16 rounded-md bg-muted" />}
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium">
          {q.isPending
            ? t('removals.item.loading', 'Loading the item…')
            : item?.title?.trim() || t('removals.item.fallback', 'The item you came from')}
        </span>
        <span className="truncate text-xs text-muted-foreground">{t('removals.item.id', 'Item {id}', { id })}</span>
      </div>
    </div>
  );
}

function Sent({ reference, email }: { reference: string; email: string }) {
  return (
    <section className="mx-auto grid w-full max-w-xl gap-4 px-4 py-12 text-center" aria-labelledby="sent-title" data-testid="removal-sent">
      <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
      <h1 id="sent-title" className="text-2xl font-bold tracking-tight">
        {tm(M.sent)}
      </h1>
      <p className="text-muted-foreground">
        {t('removals.sent.linkTo', 'We sent a link to')} <strong className="text-foreground">{email}</strong>.{' '}
        {t(
          'removals.sent.text',
          'Open it and press Confirm: until then nothing happens. The link works for {days} days and also shows the status of your request.',
          { days: REMOVAL_LIMITS.confirmDays },
        )}
      </p>
      <p>
        {t('removals.sent.reference', 'Your reference:')} <strong className="font-mono">{reference}</strong>
      </p>
    </section>
  );
}
