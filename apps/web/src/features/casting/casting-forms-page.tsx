import { CASTING_MESSAGES, type CastingCall, type CastingForm } from '@mb/contract/casting';
import { ClipboardList, Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PRODUCT_NAME } from '../../lib/product';
import { CallEditor } from './call-editor';
import { FormBuilder } from './form-builder';
import { datesText, dayText, ListSkeleton, LoadError, PageHead, rateText, StudioOnly } from './parts';
import { useDeleteForm, useMyCalls, useMyForms, useUpdateCall } from './queries';

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
