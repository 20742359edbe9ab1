import {
  CASTING_FIELD_LABELS,
  CASTING_FIELD_TYPES,
  CASTING_LIMITS,
  CASTING_MESSAGES,
  type CastingCall,
  type CastingField,
  type CastingFieldType,
  type CastingForm,
  type RATE_UNITS,
} from '@mb/contract/casting';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, type ContentType } from '@mb/contract/profiles';
import { ArrowDown, ArrowUp, ClipboardList, Megaphone, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PRODUCT_NAME } from '../../lib/product';
import {
  datesText,
  dayText,
  fieldErrors,
  ListSkeleton,
  LoadError,
  PageHead,
  RateUnitField,
  rateText,
  StudioOnly,
  selectClass,
} from './parts';
import { useCreateCall, useDeleteForm, useMyCalls, useMyForms, useSaveForm, useUpdateCall } from './queries';

type DraftField = CastingField & { optionsText: string };
const toDraft = (f: CastingField): DraftField => ({ ...f, optionsText: (f.options ?? []).join('\n') });
let nextKey = 0;
const newField = (type: CastingFieldType = 'text'): DraftField => ({
  id: `f${Date.now().toString(36)}${nextKey++}`,
  type,
  label: '',
  help: null,
  required: false,
  optionsText: '',
});

/** The form builder: ordered fields of nine types, each required or not. */
function FormBuilder({ form, onDone }: { form: CastingForm | null; onDone: () => void }) {
  const [title, setTitle] = useState(form?.title ?? '');
  const [description, setDescription] = useState(form?.description ?? '');
  const [fields, setFields] = useState<DraftField[]>(form ? form.fields.map(toDraft) : [newField('text')]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveForm();
  const patch = (i: number, p: Partial<DraftField>) => setFields((fs) => fs.map((f, j) => (j === i ? { ...f, ...p } : f)));
  const move = (i: number, d: -1 | 1) =>
    setFields((fs) => {
      const next = [...fs];
      const [f] = next.splice(i, 1);
      if (f) next.splice(i + d, 0, f);
      return next;
    });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      title,
      description: description || null,
      fields: fields.map(({ optionsText, ...f }) => ({
        ...f,
        help: f.help || null,
        ...(f.type === 'choice' || f.type === 'multi_choice'
          ? {
              options: optionsText
                .split('\n')
                .map((o) => o.trim())
                .filter(Boolean),
            }
          : { options: undefined }),
      })),
    };
    const r = await save.submit({ id: form?.id, body }, { success: { title: form ? 'Form saved.' : 'Form created.' } });
    if (r.ok) onDone();
    else setErrors(fieldErrors(r.error));
  };
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={form ? 'Edit casting form' : 'New casting form'}>
      <Field label="Form title" error={errors.title}>
        {(p) => <Input {...p} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={CASTING_LIMITS.formTitleMax} required />}
      </Field>
      <Field label="Introduction (optional)" error={errors.description}>
        {(p) => (
          <Textarea
            {...p}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={CASTING_LIMITS.formDescriptionMax}
          />
        )}
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Fields, in the order applicants see them</legend>
        {fields.map((f, i) => (
          <div key={f.id} className="grid gap-3 rounded-lg border p-3" data-testid="form-field">
            <div className="grid gap-3 sm:grid-cols-[1fr_13rem]">
              <Field label={`Field ${i + 1} label`} error={errors[`fields.${i}.label`]}>
                {(p) => (
                  <Input
                    {...p}
                    value={f.label}
                    onChange={(e) => patch(i, { label: e.target.value })}
                    maxLength={CASTING_LIMITS.fieldLabelMax}
                  />
                )}
              </Field>
              <Field label="Type" error={errors[`fields.${i}.type`]}>
                {(p) => (
                  <select
                    {...p}
                    className={selectClass}
                    value={f.type}
                    onChange={(e) => patch(i, { type: e.target.value as CastingFieldType })}
                  >
                    {CASTING_FIELD_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {CASTING_FIELD_LABELS[t]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            {f.type === 'choice' || f.type === 'multi_choice' ? (
              <Field label="Options, one a line" error={errors[`fields.${i}.options`]}>
                {(p) => (
                  <Textarea {...p} className="min-h-20" value={f.optionsText} onChange={(e) => patch(i, { optionsText: e.target.value })} />
                )}
              </Field>
            ) : null}
            <Field label="Help text (optional)" error={errors[`fields.${i}.help`]}>
              {(p) => (
                <Input
                  {...p}
                  value={f.help ?? ''}
                  onChange={(e) => patch(i, { help: e.target.value })}
                  maxLength={CASTING_LIMITS.fieldHelpMax}
                />
              )}
            </Field>
            <div className="flex flex-wrap items-center gap-2">
              <div className="mr-auto flex items-center gap-2">
                <Checkbox id={`${f.id}-req`} checked={f.required} onCheckedChange={(v) => patch(i, { required: v === true })} />
                <Label htmlFor={`${f.id}-req`}>Required</Label>
              </div>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`Move field ${i + 1} up`}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={i === fields.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move field ${i + 1} down`}
              >
                <ArrowDown aria-hidden />
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={fields.length === 1}
                onClick={() => setFields((fs) => fs.filter((_, j) => j !== i))}
                aria-label={`Remove field ${i + 1}`}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </div>
        ))}
        {errors.fields ? <p className="text-sm text-destructive">{errors.fields}</p> : null}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={fields.length >= CASTING_LIMITS.fieldsMax}
          onClick={() => setFields((fs) => [...fs, newField()])}
        >
          <Plus aria-hidden /> Add field
        </Button>
      </fieldset>
      <FormError message={save.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.busy}>
          {save.busy ? 'Saving...' : 'Save form'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function FormsSection() {
  const forms = useMyForms();
  const remove = useDeleteForm();
  const [editing, setEditing] = useState<CastingForm | 'new' | null>(null);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>Casting forms</CardTitle>
          <CardDescription>The questions applicants answer. Reuse one form for many calls.</CardDescription>
        </div>
        {editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden /> New form
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {editing !== null ? <FormBuilder form={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
        {forms.isPending ? (
          <ListSkeleton label="Loading your forms" rows={2} />
        ) : forms.isError ? (
          <LoadError error={forms.error} onRetry={() => void forms.refetch()} retrying={forms.isFetching} />
        ) : forms.data.items.length === 0 ? (
          editing === null ? (
            <EmptyState icon={ClipboardList} title="No casting forms yet">
              Build a form with the questions you ask every applicant: stage name, measurements, limits, a consent statement, portfolio
              shots.
            </EmptyState>
          ) : null
        ) : (
          <ul className="divide-y">
            {forms.data.items.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center gap-2 py-3" data-testid="casting-form">
                <div className="mr-auto grid min-w-0 gap-0.5">
                  <span className="truncate font-medium">{f.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {f.fields.length} field{f.fields.length === 1 ? '' : 's'} · used by {f.calls} call{f.calls === 1 ? '' : 's'}
                  </span>
                </div>
                <Button size="sm" variant="outline" onClick={() => setEditing(f)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={remove.busy || f.calls > 0}
                  title={f.calls > 0 ? 'Used by a casting call' : undefined}
                  onClick={() =>
                    void remove.submit(f.id, { success: { title: 'Form deleted.' }, failure: (m) => ({ title: m ?? 'Could not delete.' }) })
                  }
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A new call, or (with `call`) the edit of one: only the fields changed are sent. */
function CallEditor({ forms, onDone, call }: { forms: CastingForm[]; onDone: () => void; call?: CastingCall }) {
  const create = useCreateCall();
  const update = useUpdateCall();
  const write = call ? update : create;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const initial = {
    form_id: call?.form_id ?? forms[0]?.id ?? '',
    title: call?.title ?? '',
    role_description: call?.role_description ?? '',
    starts_on: call?.starts_on ?? '',
    ends_on: call?.ends_on ?? '',
    location: call?.location ?? '',
    rate_min: call?.rate_min != null ? String(call.rate_min) : '',
    rate_max: call?.rate_max != null ? String(call.rate_max) : '',
    rate_unit: (call?.rate_unit ?? 'per_scene') as (typeof RATE_UNITS)[number],
    disclosure: call?.disclosure ?? '',
    deadline: call?.deadline ?? '',
  };
  const [v, setV] = useState(initial);
  const [types, setTypes] = useState<ContentType[]>(call?.content_types ?? []);
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setV((x) => ({ ...x, [k]: e.target.value }));
  const num = (s: string) => (s.trim() === '' ? null : Number(s));
  // Applicants so far acknowledged the text as it is: say so before the studio saves a change to it.
  const disclosureChanged = Boolean(call) && v.disclosure.trim() !== initial.disclosure.trim();
  const applicants = call?.applicants ?? 0;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      form_id: v.form_id,
      title: v.title,
      role_description: v.role_description,
      starts_on: v.starts_on || null,
      ends_on: v.ends_on || null,
      location: v.location || null,
      rate_min: num(v.rate_min),
      rate_max: num(v.rate_max),
      rate_unit: v.rate_unit,
      content_types: types,
      disclosure: v.disclosure,
      deadline: v.deadline,
    };
    if (!call) {
      const r = await create.submit({ ...body, status: 'open' }, { success: { title: 'Casting call opened.' } });
      if (r.ok) onDone();
      else setErrors(fieldErrors(r.error));
      return;
    }
    const before: Record<string, unknown> = {
      ...initial,
      starts_on: initial.starts_on || null,
      ends_on: initial.ends_on || null,
      location: initial.location || null,
      rate_min: num(initial.rate_min),
      rate_max: num(initial.rate_max),
      content_types: call.content_types,
    };
    const patch = Object.fromEntries(Object.entries(body).filter(([k, x]) => JSON.stringify(x) !== JSON.stringify(before[k]))) as Partial<
      typeof body
    >;
    if (Object.keys(patch).length === 0) return onDone();
    // The order of the rates and dates is checked on the whole call: send both ends when one moves.
    if ('rate_min' in patch || 'rate_max' in patch) Object.assign(patch, { rate_min: body.rate_min, rate_max: body.rate_max });
    if ('starts_on' in patch || 'ends_on' in patch) Object.assign(patch, { starts_on: body.starts_on, ends_on: body.ends_on });
    const r = await update.submit({ id: call.id, body: patch }, { success: { title: CASTING_MESSAGES.callSaved } });
    if (r.ok) onDone();
    else setErrors(fieldErrors(r.error));
  };
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={call ? CASTING_MESSAGES.editCallTitle : 'New casting call'}>
      <Field label="Application form" error={errors.form_id}>
        {(p) => (
          <select {...p} className={selectClass} value={v.form_id} onChange={set('form_id')}>
            {forms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Role" error={errors.title}>
        {(p) => (
          <Input
            {...p}
            value={v.title}
            onChange={set('title')}
            maxLength={CASTING_LIMITS.titleMax}
            placeholder="Lead, two-day beach feature"
            required
          />
        )}
      </Field>
      <Field label="Role description" error={errors.role_description}>
        {(p) => (
          <Textarea
            {...p}
            value={v.role_description}
            onChange={set('role_description')}
            maxLength={CASTING_LIMITS.roleDescriptionMax}
            required
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Shoot starts" error={errors.starts_on}>
          {(p) => <Input {...p} type="date" value={v.starts_on} onChange={set('starts_on')} />}
        </Field>
        <Field label="Shoot ends" error={errors.ends_on}>
          {(p) => <Input {...p} type="date" value={v.ends_on} onChange={set('ends_on')} />}
        </Field>
      </div>
      <Field label="Location" error={errors.location}>
        {(p) => (
          <Input
            {...p}
            value={v.location}
            onChange={set('location')}
            maxLength={CASTING_LIMITS.locationMax}
            placeholder="City, Region, Country"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Lowest rate (USD)" error={errors.rate_min}>
          {(p) => <Input {...p} type="number" min={0} inputMode="numeric" value={v.rate_min} onChange={set('rate_min')} />}
        </Field>
        <Field label="Highest rate (USD)" error={errors.rate_max}>
          {(p) => <Input {...p} type="number" min={0} inputMode="numeric" value={v.rate_max} onChange={set('rate_max')} />}
        </Field>
        <RateUnitField value={v.rate_unit} error={errors.rate_unit} onChange={(u) => setV((x) => ({ ...x, rate_unit: u }))} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Content types</legend>
        <div className="flex flex-wrap gap-3">
          {CONTENT_TYPES.map((t) => (
            <div key={t} className="flex items-center gap-2">
              <Checkbox
                id={`ct-${t}`}
                checked={types.includes(t)}
                onCheckedChange={(on) => setTypes((ts) => (on ? [...ts, t] : ts.filter((x) => x !== t)))}
              />
              <Label htmlFor={`ct-${t}`}>{CONTENT_TYPE_LABELS[t]}</Label>
            </div>
          ))}
        </div>
      </fieldset>
      <Field
        label="Nudity and acts disclosure"
        error={errors.disclosure}
        hint="Applicants must acknowledge this before they apply. Be specific."
      >
        {(p) => <Textarea {...p} value={v.disclosure} onChange={set('disclosure')} maxLength={CASTING_LIMITS.disclosureMax} required />}
      </Field>
      {disclosureChanged && applicants > 0 ? (
        <p role="status" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="disclosure-warning">
          {CASTING_MESSAGES.disclosureEditWarning(applicants)}
        </p>
      ) : null}
      <Field label="Application deadline" error={errors.deadline}>
        {(p) => <Input {...p} type="date" value={v.deadline} onChange={set('deadline')} required />}
      </Field>
      <FormError message={write.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={write.busy}>
          {call ? (write.busy ? 'Saving...' : 'Save changes') : write.busy ? 'Opening...' : 'Open casting call'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CallRow({ call, forms }: { call: CastingCall; forms: CastingForm[] }) {
  const update = useUpdateCall();
  const [editing, setEditing] = useState(false);
  const next = call.status === 'open' ? 'closed' : 'open';
  if (editing)
    return (
      <li className="grid gap-3 py-3" data-testid="my-casting-call">
        <h3 className="font-medium">{CASTING_MESSAGES.editCallTitle}</h3>
        <CallEditor forms={forms} call={call} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="grid gap-2 py-3" data-testid="my-casting-call">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto min-w-0 truncate font-medium">{call.title}</span>
        <Badge variant={call.accepting ? 'success' : 'outline'}>
          {call.accepting ? 'Open' : call.status === 'open' ? 'Deadline passed' : 'Closed'}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        Deadline {dayText(call.deadline)} · {datesText(call.starts_on, call.ends_on)} ·{' '}
        {rateText(call.rate_min, call.rate_max, call.rate_unit)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/casting-proposals?call=${call.id}`}>
            Review {call.applicants ?? 0} applicant{call.applicants === 1 ? '' : 's'}
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={update.busy}
          onClick={() =>
            void update.submit(
              { id: call.id, body: { status: next } },
              { success: { title: next === 'open' ? 'Call reopened.' : 'Call closed.' } },
            )
          }
        >
          {next === 'open' ? 'Reopen' : 'Close'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`${CASTING_MESSAGES.editCall} ${call.title}`}>
          {CASTING_MESSAGES.editCall}
        </Button>
      </div>
    </li>
  );
}

function CallsSection() {
  const calls = useMyCalls();
  const forms = useMyForms();
  const [creating, setCreating] = useState(false);
  const formList = forms.data?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>Casting calls</CardTitle>
          <CardDescription>Open a call on one of your forms; creators find it on Casting and apply.</CardDescription>
        </div>
        {!creating ? (
          <Button
            size="sm"
            disabled={formList.length === 0}
            title={formList.length === 0 ? 'Build a form first' : undefined}
            onClick={() => setCreating(true)}
          >
            <Plus aria-hidden /> New casting call
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {creating ? <CallEditor forms={formList} onDone={() => setCreating(false)} /> : null}
        {calls.isPending ? (
          <ListSkeleton label="Loading your casting calls" rows={2} />
        ) : calls.isError ? (
          <LoadError error={calls.error} onRetry={() => void calls.refetch()} retrying={calls.isFetching} />
        ) : calls.data.items.length === 0 ? (
          creating ? null : (
            <EmptyState icon={Megaphone} title="No casting calls yet">
              {formList.length === 0
                ? 'Build a casting form first, then open a call on it.'
                : 'Open a call: describe the role, dates, rate and what it involves.'}
            </EmptyState>
          )
        ) : (
          <ul className="divide-y">
            {calls.data.items.map((c) => (
              <CallRow key={c.id} call={c} forms={formList} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /casting-forms (studios): the form builder and the studio's casting calls. */
export default function CastingFormsPage() {
  usePageMeta(`Casting Forms Builder · ${PRODUCT_NAME}`, 'Build casting forms and open casting calls.');
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <StudioOnly what="Casting Forms Builder">
        <PageHead
          icon={ClipboardList}
          title="Casting Forms Builder"
          lead="Build the forms applicants fill in, then open casting calls on them."
        />
        <CallsSection />
        <FormsSection />
      </StudioOnly>
    </section>
  );
}
