import {
  AD_LIMITS,
  AD_MESSAGES,
  AD_STATUS_LABELS,
  type AdBudgetKind,
  type AdCampaign,
  type AdCampaignInput,
  type AdPrices,
  type AdStatus,
  budgetIssue,
  budgetPrice,
  formatMoney,
} from '@mb/contract/ads';
import { PROFILE_TYPES, type ProfileType } from '@mb/contract/auth';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, type ContentType, PROFILE_TYPE_LABELS } from '@mb/contract/profiles';
import { BarChart3, ImagePlus, Megaphone, Pause, Pencil, Play, Plus, Send, Square, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ImagePicker } from '../../components/image-picker';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { DayBarChart } from '../../components/ui/day-bar-chart';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import {
  useCampaignStats,
  useEndCampaign,
  useMyCampaigns,
  usePauseCampaign,
  usePayCampaign,
  useResumeCampaign,
  useSaveCampaign,
  useSubmitCampaign,
  useUploadAdImage,
} from './queries';

const STATUS_VARIANT: Record<AdStatus, 'secondary' | 'info' | 'success' | 'warning' | 'outline'> = {
  draft: 'secondary',
  in_review: 'info',
  running: 'success',
  paused: 'warning',
  ended: 'outline',
};

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

const pct = (n: number) => `${(n * 100).toFixed(n > 0 && n < 0.001 ? 2 : 1)}%`;
const num = (n: number) => n.toLocaleString('en-US');
const budgetText = (c: Pick<AdCampaign, 'budget_kind' | 'budget_quantity'>) =>
  c.budget_kind === 'impressions'
    ? `${num(c.budget_quantity)} impressions`
    : `${c.budget_quantity} day${c.budget_quantity === 1 ? '' : 's'}`;
const dayText = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function StatusBadge({ c }: { c: AdCampaign }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={STATUS_VARIANT[c.status]} data-testid="campaign-status">
        {AD_STATUS_LABELS[c.status]}
      </Badge>
      {c.waiting_for === 'payment' ? <Badge variant="warning">Awaiting payment</Badge> : null}
      {c.waiting_for === 'start' ? <Badge variant="info">Starts {c.starts_on ? dayText(c.starts_on) : 'soon'}</Badge> : null}
      {c.status === 'draft' && c.rejection_reason ? <Badge variant="warning">Changes requested</Badge> : null}
    </span>
  );
}

/** /ads (issue 14): the advertiser's campaigns, their figures and every action the status allows. */
export default function AdsPage() {
  usePageMeta(AD_MESSAGES.title, AD_MESSAGES.subtitle);
  const list = useMyCampaigns();
  const [editing, setEditing] = useState<AdCampaign | 'new' | null>(null);
  const [statsOf, setStatsOf] = useState<AdCampaign | null>(null);
  const data = list.data;

  return (
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="ads-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="ads-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Megaphone className="size-6 text-primary" aria-hidden />
            {AD_MESSAGES.title}
          </h1>
          <p className="text-sm text-muted-foreground">{AD_MESSAGES.subtitle}</p>
        </div>
        {data?.can_advertise ? (
          <Button onClick={() => setEditing('new')} data-testid="new-campaign">
            <Plus aria-hidden />
            New campaign
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <Loading label="Loading your campaigns..." className="grid gap-3">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </Loading>
      ) : list.isError ? (
        <ErrorState message={AD_MESSAGES.loadFailed} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : !data?.can_advertise && data?.campaigns.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="Advertise your business"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/business-pricing">See business plans</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/business-management">Your business listing</Link>
              </Button>
            </div>
          }
        >
          {AD_MESSAGES.notAdvertiser}
        </EmptyState>
      ) : data?.campaigns.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title={AD_MESSAGES.empty}
          action={
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Create a campaign
            </Button>
          }
        >
          {AD_MESSAGES.emptyHint}
        </EmptyState>
      ) : (
        <div className="grid gap-4" data-testid="campaign-list">
          <h2 className="sr-only">Your campaigns</h2>
          {data?.campaigns.map((c) => (
            <CampaignCard key={c.id} c={c} onEdit={() => setEditing(c)} onStats={() => setStatsOf(c)} />
          ))}
        </div>
      )}
      {editing && data ? (
        <CampaignEditor campaign={editing === 'new' ? null : editing} prices={data.prices} onClose={() => setEditing(null)} />
      ) : null}
      {statsOf ? <StatsDialog campaign={statsOf} onClose={() => setStatsOf(null)} /> : null}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function CampaignCard({ c, onEdit, onStats }: { c: AdCampaign; onEdit: () => void; onStats: () => void }) {
  const submit = useSubmitCampaign();
  const pay = usePayCampaign();
  const pause = usePauseCampaign();
  const resume = useResumeCampaign();
  const end = useEndCampaign();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const ctr = c.impressions ? c.clicks / c.impressions : 0;
  return (
    <Card data-testid="campaign" data-campaign-id={c.id}>
      <CardContent className="grid gap-4 pt-6 sm:grid-cols-[8rem_minmax(0,1fr)]">
        {c.image_url ? (
          <img src={c.image_url} alt="" className="aspect-[3/2] w-full rounded-md object-cover sm:w-32" />
        ) : (
          <div className="flex aspect-[3/2] w-full items-center justify-center rounded-md bg-muted text-muted-foreground sm:w-32">
            <ImagePlus className="size-6" aria-hidden />
            <span className="sr-only">No image yet</span>
          </div>
        )}
        <div className="grid min-w-0 gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-1">
              <h3 className="truncate font-semibold">{c.name}</h3>
              <p className="truncate text-sm text-muted-foreground">{c.headline || 'No headline yet'}</p>
            </div>
            <StatusBadge c={c} />
          </div>
          {c.status === 'draft' && c.rejection_reason ? (
            <p className="rounded-md border border-warning/40 bg-warning/10 p-2 text-sm" role="note">
              <span className="font-medium">Moderator’s note: </span>
              {c.rejection_reason}
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            <Figure label="Impressions" value={num(c.impressions)} testId="campaign-impressions" />
            <Figure label="Clicks" value={num(c.clicks)} testId="campaign-clicks" />
            <Figure label="CTR" value={pct(ctr)} />
            <Figure label="Spend" value={formatMoney(c.spend_minor, c.currency)} />
            <Figure label="Budget" value={`${budgetText(c)} · ${formatMoney(c.price_minor, c.currency)}`} />
          </dl>
          <div className="flex flex-wrap gap-2">
            {c.status === 'draft' ? (
              <>
                <Button size="sm" variant="outline" onClick={onEdit}>
                  <Pencil aria-hidden />
                  Edit
                </Button>
                <Button
                  size="sm"
                  disabled={submit.busy}
                  onClick={() =>
                    submit.submit(c.id, {
                      success: { title: AD_MESSAGES.submitted },
                      failure: (m) => ({ title: m ?? 'Could not submit.' }),
                    })
                  }
                  data-testid="submit-campaign"
                >
                  <Send aria-hidden />
                  {submit.busy ? 'Submitting...' : 'Submit for review'}
                </Button>
              </>
            ) : null}
            {!c.paid && c.status !== 'ended' ? (
              <Button
                size="sm"
                variant={c.status === 'running' ? 'default' : 'outline'}
                disabled={pay.busy}
                onClick={async () => {
                  const r = await pay.submit(c.id, { failure: (m) => ({ title: m ?? 'Could not start the payment.' }) });
                  if (r.ok) window.location.assign(r.data.checkout_url);
                }}
                data-testid="pay-campaign"
              >
                <Wallet aria-hidden />
                {pay.busy ? 'Opening checkout...' : `Pay ${formatMoney(c.price_minor, c.currency)}`}
              </Button>
            ) : null}
            {c.status === 'running' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={pause.busy}
                onClick={() => pause.submit(c.id, { success: { title: 'Campaign paused.' } })}
              >
                <Pause aria-hidden />
                Pause
              </Button>
            ) : null}
            {c.status === 'paused' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={resume.busy}
                onClick={() => resume.submit(c.id, { success: { title: 'Campaign resumed.' } })}
              >
                <Play aria-hidden />
                Resume
              </Button>
            ) : null}
            {c.status !== 'draft' ? (
              <Button size="sm" variant="outline" onClick={onStats} data-testid="campaign-stats">
                <BarChart3 aria-hidden />
                Statistics
              </Button>
            ) : null}
            {c.status !== 'ended' ? (
              <Button size="sm" variant="ghost" onClick={() => setConfirmEnd(true)}>
                <Square aria-hidden />
                End
              </Button>
            ) : null}
          </div>
        </div>
      </CardContent>
      <Dialog open={confirmEnd} onOpenChange={setConfirmEnd}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>End “{c.name}”?</DialogTitle>
            <DialogDescription>An ended campaign is no longer shown and cannot be started again.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmEnd(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={end.busy}
              onClick={async () => {
                const r = await end.submit(c.id, { success: { title: 'Campaign ended.' } });
                if (r.ok) setConfirmEnd(false);
              }}
            >
              {end.busy ? 'Ending...' : 'End campaign'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

interface Draft {
  name: string;
  headline: string;
  body: string;
  link_url: string;
  target_content_types: ContentType[];
  target_profile_types: ProfileType[];
  target_location: string;
  starts_on: string;
  ends_on: string;
  budget_kind: AdBudgetKind;
  budget_quantity: string;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

function initial(c: AdCampaign | null): Draft {
  return {
    name: c?.name ?? '',
    headline: c?.headline ?? '',
    body: c?.body ?? '',
    link_url: c?.link_url ?? '',
    target_content_types: c?.target_content_types ?? [],
    target_profile_types: c?.target_profile_types ?? [],
    target_location: c?.target_location ?? '',
    starts_on: c?.starts_on ?? todayUtc(),
    ends_on: c?.ends_on ?? '',
    budget_kind: c?.budget_kind ?? 'impressions',
    budget_quantity: String(c?.budget_quantity ?? 10_000),
  };
}

/** A set of toggles for targeting: none chosen means everyone. */
function Chips<T extends string>({
  legend,
  options,
  labelOf,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labelOf: (v: T) => string;
  value: T[];
  onChange: (v: T[]) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = value.includes(o);
          return (
            <button
              key={o}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((v) => v !== o) : [...value, o])}
              className={`rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring ${
                on ? 'border-primary bg-primary text-primary-foreground' : 'border-input hover:bg-muted'
              }`}
            >
              {labelOf(o)}
            </button>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">{value.length ? `${value.length} chosen` : 'None chosen: everyone'}</p>
    </fieldset>
  );
}

/** Create or edit a draft: the creative, the audience, the schedule and the budget (priced as typed). */
function CampaignEditor({ campaign, prices, onClose }: { campaign: AdCampaign | null; prices: AdPrices; onClose: () => void }) {
  const save = useSaveCampaign();
  const upload = useUploadAdImage();
  const [d, setD] = useState<Draft>(() => initial(campaign));
  const [id, setId] = useState(campaign?.id);
  const [imageUrl, setImageUrl] = useState(campaign?.image_url ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const quantity = Number(d.budget_quantity);
  const qIssue = Number.isInteger(quantity) ? budgetIssue(d.budget_kind, quantity) : 'Whole numbers only.';
  const price = qIssue ? null : budgetPrice(prices, d.budget_kind, quantity);

  const body = (): AdCampaignInput => ({
    name: d.name,
    headline: d.headline,
    body: d.body,
    link_url: d.link_url.trim(),
    target_content_types: d.target_content_types,
    target_profile_types: d.target_profile_types,
    target_location: d.target_location,
    starts_on: d.starts_on,
    ends_on: d.ends_on,
    budget_kind: d.budget_kind,
    budget_quantity: quantity,
  });

  const validate = () => {
    const e: Record<string, string> = {};
    if (!d.name.trim()) e.name = 'Give the campaign a name.';
    const link = d.link_url.trim();
    if (link && !/^https:\/\/[^/?#@\s]+/i.test(link)) e.link_url = AD_MESSAGES.linkHttps;
    if (d.starts_on && d.ends_on && d.ends_on <= d.starts_on) e.ends_on = AD_MESSAGES.endBeforeStart;
    if (qIssue) e.budget_quantity = qIssue;
    setErrors(e);
    return Object.keys(e).length === 0;
  };

  const onSave = async () => {
    if (!validate()) return;
    const r = await save.submit({ id, body: body() }, { success: { title: id ? 'Draft saved.' : 'Draft created.' } });
    if (r.ok) {
      setId(r.data.id);
      onClose();
    } else if (r.error instanceof ApiError) setErrors(r.error.fields);
  };

  const onImage = async (file: File) => {
    if (!validate()) return;
    // A new campaign is saved first: the image belongs to a draft.
    let target = id;
    if (!target) {
      const r = await save.submit({ body: body() });
      if (!r.ok) {
        if (r.error instanceof ApiError) setErrors(r.error.fields);
        return;
      }
      target = r.data.id;
      setId(target);
    }
    const u = await upload.submit({ id: target, file }, { success: { title: 'Image uploaded.' } });
    if (u.ok) setImageUrl(u.data.image_url);
    else if (u.error instanceof ApiError)
      setErrors((e) => ({ ...e, image: u.error instanceof ApiError ? (u.error.fields.file ?? u.error.message) : '' }));
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{campaign ? 'Edit campaign' : 'New campaign'}</DialogTitle>
          <DialogDescription>Saved as a draft. Submit it for review when it is ready; it runs once approved and paid.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-5"
          aria-label="Campaign"
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          <Field label="Campaign name" error={errors.name}>
            {(p) => <Input {...p} value={d.name} maxLength={AD_LIMITS.nameMax} onChange={(e) => set('name', e.target.value)} />}
          </Field>
          <ImagePicker
            label="Image"
            noun="image"
            imageUrl={imageUrl}
            alt="Ad preview"
            frameClassName="aspect-[3/2] w-40"
            hint="JPEG, PNG or WebP up to 5 MB; shown at 3:2."
            busy={upload.busy}
            error={errors.image}
            testId="ad-image-input"
            inputId="ad-image"
            onFile={onImage}
          />
          <Field label="Headline" error={errors.headline} hint={`${d.headline.length}/${AD_LIMITS.headlineMax}`}>
            {(p) => <Input {...p} value={d.headline} maxLength={AD_LIMITS.headlineMax} onChange={(e) => set('headline', e.target.value)} />}
          </Field>
          <Field label="Text" error={errors.body} hint={`${d.body.length}/${AD_LIMITS.bodyMax}`}>
            {(p) => <Textarea {...p} rows={3} value={d.body} maxLength={AD_LIMITS.bodyMax} onChange={(e) => set('body', e.target.value)} />}
          </Field>
          <Field label="Link" error={errors.link_url} hint="A secure https:// address; clicks go through us first, to be counted.">
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
          <Chips
            legend="Content types"
            options={CONTENT_TYPES}
            labelOf={(v) => CONTENT_TYPE_LABELS[v]}
            value={d.target_content_types}
            onChange={(v) => set('target_content_types', v)}
          />
          <Chips
            legend="Profile types"
            options={PROFILE_TYPES}
            labelOf={(v) => PROFILE_TYPE_LABELS[v]}
            value={d.target_profile_types}
            onChange={(v) => set('target_profile_types', v)}
          />
          <Field label="Location" error={errors.target_location} hint="A city, region or country; empty: anywhere.">
            {(p) => (
              <Input
                {...p}
                value={d.target_location}
                maxLength={AD_LIMITS.locationMax}
                onChange={(e) => set('target_location', e.target.value)}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Start" error={errors.starts_on}>
              {(p) => <Input {...p} type="date" value={d.starts_on} onChange={(e) => set('starts_on', e.target.value)} />}
            </Field>
            <Field label="End (optional)" error={errors.ends_on}>
              {(p) => <Input {...p} type="date" value={d.ends_on} onChange={(e) => set('ends_on', e.target.value)} />}
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Budget in">
              {(p) => (
                <select
                  {...p}
                  className={selectClass}
                  value={d.budget_kind}
                  onChange={(e) => {
                    const kind = e.target.value as AdBudgetKind;
                    setD((x) => ({ ...x, budget_kind: kind, budget_quantity: kind === 'days' ? '7' : '10000' }));
                  }}
                >
                  <option value="impressions">
                    Impressions ({formatMoney(prices.per_1000_impressions_minor, prices.currency)} per 1,000)
                  </option>
                  <option value="days">Days ({formatMoney(prices.per_day_minor, prices.currency)} per day)</option>
                </select>
              )}
            </Field>
            <Field label={d.budget_kind === 'impressions' ? 'Impressions' : 'Days'} error={errors.budget_quantity}>
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  inputMode="numeric"
                  step={d.budget_kind === 'impressions' ? 1000 : 1}
                  value={d.budget_quantity}
                  onChange={(e) => set('budget_quantity', e.target.value)}
                />
              )}
            </Field>
          </div>
          <p className="text-sm" data-testid="budget-price">
            Budget: <span className="font-semibold tabular-nums">{price === null ? '—' : formatMoney(price, prices.currency)}</span>
            <span className="text-muted-foreground"> · paid when you choose Pay; taxes are the payment provider’s.</span>
          </p>
          <FormError message={save.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.busy} data-testid="save-campaign">
              {save.busy ? 'Saving...' : 'Save draft'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Impressions and clicks per day over the last 30 days, with CTR and spend. */
function StatsDialog({ campaign, onClose }: { campaign: AdCampaign; onClose: () => void }) {
  const stats = useCampaignStats(campaign.id);
  const s = stats.data;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Statistics: {campaign.name}</DialogTitle>
          <DialogDescription>Counted impressions and clicks per day, last {AD_LIMITS.statsDays} days (UTC).</DialogDescription>
        </DialogHeader>
        {stats.isPending ? (
          <Loading label="Loading the statistics..." className="grid gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-40 w-full" />
          </Loading>
        ) : stats.isError || !s ? (
          <ErrorState message={AD_MESSAGES.statsFailed} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <div className="grid gap-5" data-testid="campaign-stats-panel">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure label="Impressions" value={num(s.impressions)} testId="stats-impressions" />
              <Figure label="Clicks" value={num(s.clicks)} testId="stats-clicks" />
              <Figure label="CTR" value={pct(s.ctr)} />
              <Figure label="Spend" value={formatMoney(s.spend_minor, s.currency)} />
            </dl>
            <Card>
              <CardHeader className="pb-2">
                <CardTitle className="text-base">Per day</CardTitle>
                <CardDescription>Bots and repeat views within {AD_LIMITS.repeatWindowMinutes} minutes are not counted.</CardDescription>
              </CardHeader>
              <CardContent>
                <DayBarChart
                  days={s.days.map((x) => ({ day: x.day, values: [x.impressions, x.clicks] }))}
                  series={[
                    { unit: 'impressions', fill: 'fill-info' },
                    { unit: 'clicks', fill: 'fill-primary' },
                  ]}
                  label={`Impressions and clicks per day: ${num(s.impressions)} impressions, ${num(s.clicks)} clicks`}
                  caption={
                    <figcaption className="ml-10 flex flex-wrap gap-4 text-xs text-muted-foreground">
                      <span className="flex items-center gap-1.5">
                        <span className="inline-block size-2.5 rounded-sm bg-info" aria-hidden />
                        Impressions
                      </span>
                      <span className="flex items-center gap-1.5">
                        <span className="inline-block size-2.5 rounded-sm bg-primary" aria-hidden />
                        Clicks
                      </span>
                    </figcaption>
                  }
                />
              </CardContent>
            </Card>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
