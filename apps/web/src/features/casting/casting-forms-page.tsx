import { CASTING_MESSAGES, type CastingCall, type CastingForm } from '@mb/contract/casting';
import { ClipboardList, Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { t, tm } from '../../lib/i18n';
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
          <CardTitle>{t('casting.forms.title', 'Casting forms')}</CardTitle>
          <CardDescription>{t('casting.forms.intro', 'The questions applicants answer. Reuse one form for many calls.')}</CardDescription>
        </div>
        {editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden /> {t('casting.forms.new', 'New form')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {editing !== null ? <FormBuilder form={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
        {forms.isPending ? (
          <ListSkeleton label={t('casting.forms.loading', 'Loading your forms')} rows={2} />
        ) : forms.isError ? (
          <LoadError error={forms.error} onRetry={() => void forms.refetch()} retrying={forms.isFetching} />
        ) : forms.data.items.length === 0 ? (
          editing === null ? (
            <EmptyState icon={ClipboardList} title={t('casting.forms.empty', 'No casting forms yet')}>
              {t(
                'casting.forms.emptyText',
                'Build a form with the questions you ask every applicant: stage name, measurements, limits, a consent statement, portfolio shots.',
              )}
            </EmptyState>
          ) : null
        ) : (
          <ul className="divide-y">
            {forms.data.items.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center gap-2 py-3" data-testid="casting-form">
                <div className="mr-auto grid min-w-0 gap-0.5">
                  <span className="truncate font-medium">{f.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {t('casting.forms.fields', '{count, plural, one {# field} other {# fields}}', { count: f.fields.length })} ·{' '}
                    {t('casting.forms.usedBy', 'used by {count, plural, one {# call} other {# calls}}', { count: f.calls })}
                  </span>
                </div>
                <Button size="sm" variant="outline" onClick={() => setEditing(f)}>
                  {t('casting.edit', 'Edit')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={remove.busy || f.calls > 0}
                  title={f.calls > 0 ? t('casting.forms.inUse', 'Used by a casting call') : undefined}
                  onClick={() =>
                    void remove.submit(f.id, {
                      success: { title: t('casting.forms.deleted', 'Form deleted.') },
                      failure: (m) => ({ title: m ?? t('casting.forms.deleteFailed', 'Could not delete.') }),
                    })
                  }
                >
                  {t('casting.delete', 'Delete')}
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
        <h3 className="font-medium">{tm(CASTING_MESSAGES.editCallTitle)}</h3>
        <CallEditor forms={forms} call={call} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="grid gap-2 py-3" data-testid="my-casting-call">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto min-w-0 truncate font-medium">{call.title}</span>
        <Badge variant={call.accepting ? 'success' : 'outline'}>
          {call.accepting
            ? t('casting.call.statusOpen', 'Open')
            : call.status === 'open'
              ? t('casting.call.deadlinePassed', 'Deadline passed')
              : t('casting.call.closed', 'Closed')}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('casting.call.deadlineOn', 'Deadline {date}', { date: dayText(call.deadline) })} · {datesText(call.starts_on, call.ends_on)} ·{' '}
        {rateText(call.rate_min, call.rate_max, call.rate_unit)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/casting-proposals?call=${call.id}`}>
            {t('casting.call.review', 'Review {count, plural, one {# applicant} other {# applicants}}', { count: call.applicants ?? 0 })}
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={update.busy}
          onClick={() =>
            void update.submit(
              { id: call.id, body: { status: next } },
              {
                success: {
                  title: next === 'open' ? t('casting.call.reopened', 'Call reopened.') : t('casting.call.closedToast', 'Call closed.'),
                },
              },
            )
          }
        >
          {next === 'open' ? t('casting.call.reopen', 'Reopen') : t('casting.call.close', 'Close')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`${CASTING_MESSAGES.editCall} ${call.title}`}>
          {tm(CASTING_MESSAGES.editCall)}
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
          <CardTitle>{t('casting.calls.title', 'Casting calls')}</CardTitle>
          <CardDescription>
            {t('casting.calls.intro', 'Open a call on one of your forms; creators find it on Casting and apply.')}
          </CardDescription>
        </div>
        {!creating ? (
          <Button
            size="sm"
            disabled={formList.length === 0}
            title={formList.length === 0 ? t('casting.calls.formFirst', 'Build a form first') : undefined}
            onClick={() => setCreating(true)}
          >
            <Plus aria-hidden /> {t('casting.call.new', 'New casting call')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {creating ? <CallEditor forms={formList} onDone={() => setCreating(false)} /> : null}
        {calls.isPending ? (
          <ListSkeleton label={t('casting.calls.loading', 'Loading your casting calls')} rows={2} />
        ) : calls.isError ? (
          <LoadError error={calls.error} onRetry={() => void calls.refetch()} retrying={calls.isFetching} />
        ) : calls.data.items.length === 0 ? (
          creating ? null : (
            <EmptyState icon={Megaphone} title={t('casting.calls.empty', 'No casting calls yet')}>
              {formList.length === 0
                ? t('casting.calls.emptyNoForm', 'Build a casting form first, then open a call on it.')
                : t('casting.calls.emptyText', 'Open a call: describe the role, dates, rate and what it involves.')}
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
  usePageMeta(
    `${t('casting.formsBuilder', 'Casting Forms Builder')} · ${PRODUCT_NAME}`,
    t('casting.forms.meta', 'Build casting forms and open casting calls.'),
  );
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <StudioOnly what={t('casting.formsBuilder', 'Casting Forms Builder')}>
        <PageHead
          icon={ClipboardList}
          title={t('casting.formsBuilder', 'Casting Forms Builder')}
          lead={t('casting.forms.lead', 'Build the forms applicants fill in, then open casting calls on them.')}
        />
        <CallsSection />
        <FormsSection />
      </StudioOnly>
    </section>
  );
}
