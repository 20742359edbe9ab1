import { PROFILE_TYPES, type ProfileType } from '@mb/contract/profile-types';
import { type AwardInput, type AwardView, awardInput, TROPHY_MESSAGES as M, TROPHY_LIMITS } from '@mb/contract/trophy';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useSaveAward } from './queries';

const TYPE_LABELS: Record<ProfileType, string> = {
  creator: 'Creators',
  studio: 'Studios',
  business: 'Businesses',
  enterprise: 'Enterprises',
};

/** An instant as the value of a datetime-local input (the reader's local time, to the minute). */
function localValue(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const isoOf = (local: string) => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
};

const inDays = (days: number, hour = 12) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
};

function initial(award?: AwardView): AwardInput {
  if (award) {
    return {
      title: award.title,
      description: award.description,
      categories: award.categories.map((c) => ({ name: c.name, description: c.description })),
      nominations_open_at: award.nominations_open_at,
      nominations_close_at: award.nominations_close_at,
      voting_open_at: award.voting_open_at,
      voting_close_at: award.voting_close_at,
      nominee_types: award.nominee_types,
      voter_types: award.voter_types,
      nominees_verified_only: award.nominees_verified_only,
    };
  }
  return {
    title: '',
    description: '',
    categories: [{ name: '', description: '' }],
    nominations_open_at: new Date().toISOString(),
    nominations_close_at: inDays(14),
    voting_open_at: inDays(16),
    voting_close_at: inDays(23),
    nominee_types: ['creator', 'studio'],
    voter_types: [...PROFILE_TYPES],
    nominees_verified_only: false,
  };
}

/**
 * Creates an award (no `award`) or changes one still before its nominations (the server refuses later
 * changes). Checked here with the contract's schema, then by the server, whose field errors land
 * under their fields.
 */
export function AwardForm({ award, onSaved }: { award?: AwardView; onSaved?: (a: AwardView) => void }) {
  const [v, setV] = useState<AwardInput>(() => initial(award));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAward();
  const formId = useId();
  const set = <K extends keyof AwardInput>(k: K, value: AwardInput[K]) => {
    setV((prev) => ({ ...prev, [k]: value }));
    // A field's errors go as it changes (a category's name too: its key starts with 'categories.').
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => key !== k && !key.startsWith(`${k}.`))));
  };
  const toggleType = (k: 'nominee_types' | 'voter_types', t: ProfileType, on: boolean) =>
    set(k, on ? [...v[k].filter((x) => x !== t), t] : v[k].filter((x) => x !== t));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = awardInput.safeParse(v);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const i of parsed.error.issues) {
        const key = i.path.join('.');
        if (!out[key]) out[key] = i.message;
      }
      setErrors(out);
      return;
    }
    setErrors({});
    const r = await save.submit({ id: award?.id ?? null, body: parsed.data }, { success: { title: award ? M.saved : M.created } });
    if (!r.ok && r.error instanceof ApiError) setErrors(r.error.fields);
    if (r.ok) onSaved?.(r.data);
  };

  const err = (k: string) => errors[k] || undefined;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="award-form" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="text-lg font-semibold">
        {award ? 'Award details' : 'Create an award'}
      </h2>
      <Field label="Title" error={err('title')}>
        {(p) => <Input {...p} value={v.title} maxLength={TROPHY_LIMITS.titleMax} onChange={(e) => set('title', e.target.value)} />}
      </Field>
      <Field label="Description (optional)" error={err('description')}>
        {(p) => (
          <Textarea
            {...p}
            value={v.description}
            maxLength={TROPHY_LIMITS.descriptionMax}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">Categories</legend>
        {v.categories.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: categories have no id until saved; order is the identity
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start" data-testid="category-input">
            <Field label={`Category ${i + 1} name`} error={err(`categories.${i}.name`)}>
              {(p) => (
                <Input
                  {...p}
                  value={c.name}
                  maxLength={TROPHY_LIMITS.categoryNameMax}
                  onChange={(e) =>
                    set(
                      'categories',
                      v.categories.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)),
                    )
                  }
                />
              )}
            </Field>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              disabled={v.categories.length <= 1}
              aria-label={`Remove category ${i + 1}`}
              onClick={() =>
                set(
                  'categories',
                  v.categories.filter((_, j) => j !== i),
                )
              }
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        {err('categories') ? (
          <p role="alert" className="text-sm text-destructive">
            {err('categories')}
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={v.categories.length >= TROPHY_LIMITS.categoriesMax}
          onClick={() => set('categories', [...v.categories, { name: '', description: '' }])}
        >
          <Plus aria-hidden /> Add a category
        </Button>
      </fieldset>
      <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">Windows (your local time)</legend>
        {(
          [
            ['nominations_open_at', 'Nominations open'],
            ['nominations_close_at', 'Nominations close'],
            ['voting_open_at', 'Voting opens'],
            ['voting_close_at', 'Voting closes'],
          ] as const
        ).map(([k, label]) => (
          <Field key={k} label={label} error={err(k)}>
            {(p) => <Input {...p} type="datetime-local" value={localValue(v[k])} onChange={(e) => set(k, isoOf(e.target.value))} />}
          </Field>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">Who takes part</legend>
        {(
          [
            ['nominee_types', 'Who may be nominated'],
            ['voter_types', 'Who may vote (verified identities only)'],
          ] as const
        ).map(([k, label]) => (
          <fieldset key={k} className="grid gap-2">
            <legend className="text-sm font-medium">{label}</legend>
            {PROFILE_TYPES.map((t) => (
              <div key={t} className="flex items-center gap-2 text-sm">
                <Checkbox id={`${formId}-${k}-${t}`} checked={v[k].includes(t)} onCheckedChange={(on) => toggleType(k, t, on === true)} />
                <label htmlFor={`${formId}-${k}-${t}`}>{TYPE_LABELS[t]}</label>
              </div>
            ))}
            {err(k) ? (
              <p role="alert" className="text-sm text-destructive">
                {err(k)}
              </p>
            ) : null}
          </fieldset>
        ))}
        <div className="flex items-center gap-2 text-sm sm:col-span-2">
          <Checkbox
            id={`${formId}-verified`}
            checked={v.nominees_verified_only}
            onCheckedChange={(on) => set('nominees_verified_only', on === true)}
          />
          <label htmlFor={`${formId}-verified`}>Only members with a verified identity may be nominated</label>
        </div>
      </fieldset>
      <FormError message={save.error} />
      <Button type="submit" className="w-fit" disabled={save.busy}>
        {save.busy ? 'Saving...' : award ? 'Save award' : 'Create award'}
      </Button>
    </form>
  );
}
