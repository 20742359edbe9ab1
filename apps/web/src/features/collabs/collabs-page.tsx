import { zodResolver } from '@hookform/resolvers/zod';
import { COLLAB_LIMITS, type CollabSummary, type CreateCollabInput, createCollabInput } from '@mb/contract/collabs';
import { CalendarDays, Handshake, MapPin, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { useAnswerInvite, useCreateCollab, useMyCollabs } from './queries';
import { dateRange, PersonChip, roleName, StatusBadge } from './shared';

function Facts({ c }: { c: CollabSummary }) {
  const when = dateRange(c.starts_on, c.ends_on);
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {when ? (
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="size-4" aria-hidden /> {when}
        </span>
      ) : null}
      {c.location ? (
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4" aria-hidden /> {c.location}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1">
        <Users className="size-4" aria-hidden />{' '}
        {t('collabs.membersCount', '{count, plural, one {# member} other {# members}}', { count: c.members_count })}
      </span>
    </p>
  );
}

function InvitationCard({ c }: { c: CollabSummary }) {
  const answer = useAnswerInvite();
  const navigate = useNavigate();
  return (
    <li className="grid gap-3 rounded-lg border border-primary/40 p-4" data-testid="collab-invitation">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">{c.title}</h3>
        <StatusBadge status={c.status} />
      </div>
      <div className="flex flex-wrap items-center gap-1 text-sm">
        <PersonChip person={c.owner} />{' '}
        <span className="text-muted-foreground">{t('collabs.invitedYouAs', 'invited you as {role}', { role: roleName(c.my_role) })}</span>
      </div>
      <Facts c={c} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={answer.busy}
          onClick={async () => {
            const r = await answer.submit(
              { id: c.id, accept: true },
              {
                success: { title: t('collabs.joined', 'You joined the collaboration.') },
                failure: (m) => ({ title: m ?? t('collabs.failedTryAgain', 'That did not work. Try again.') }),
              },
            );
            if (r.ok) navigate(`/collab/${c.id}`);
          }}
        >
          {t('collabs.accept', 'Accept')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.busy}
          onClick={() =>
            void answer.submit(
              { id: c.id, accept: false },
              {
                success: { title: t('collabs.declined', 'Invitation declined.') },
                failure: (m) => ({ title: m ?? t('collabs.failedTryAgain', 'That did not work. Try again.') }),
              },
            )
          }
        >
          {t('collabs.decline', 'Decline')}
        </Button>
        <Button size="sm" variant="ghost" asChild>
          <Link to={`/collab/${c.id}`}>{t('collabs.view', 'View')}</Link>
        </Button>
      </div>
    </li>
  );
}

function CollabRow({ c }: { c: CollabSummary }) {
  return (
    <li>
      <Link
        to={`/collab/${c.id}`}
        className="grid gap-2 rounded-lg border p-4 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        data-testid="collab-row"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold break-words">{c.title}</span>
          <span className="flex items-center gap-2">
            <span className="text-xs text-muted-foreground capitalize">{roleName(c.my_role)}</span>
            <StatusBadge status={c.status} />
          </span>
        </div>
        <Facts c={c} />
      </Link>
    </li>
  );
}

const EMPTY_FORM = { title: '', description: '', location: '', starts_on: '', ends_on: '' };
const FIELDS = Object.keys(EMPTY_FORM);

function NewCollabDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const form = useForm<CreateCollabInput, unknown, z.output<typeof createCollabInput>>({
    resolver: zodResolver(createCollabInput),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;
  const create = useCreateCollab();
  const navigate = useNavigate();
  const submit = form.handleSubmit(async (body) => {
    const r = await create.submit(body, {
      form: { setError: form.setError, fields: FIELDS },
      success: { title: t('collabs.created', 'Collaboration created.') },
    });
    if (r.ok) {
      form.reset();
      onOpenChange(false);
      navigate(`/collab/${r.data.id}/members`);
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('collabs.new', 'New collaboration')}</DialogTitle>
          <DialogDescription>
            {t('collabs.new.text', 'A shoot, a series, a campaign: you can invite members once it exists.')}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field label={t('collabs.field.title', 'Title')} error={errors.title?.message}>
            {(p) => <Input {...p} maxLength={COLLAB_LIMITS.titleMax} autoFocus {...form.register('title')} />}
          </Field>
          <Field
            label={t('collabs.field.description', 'Description')}
            error={errors.description?.message}
            hint={t('collabs.field.descriptionHint', 'What it is, what you need, anything members should know.')}
          >
            {(p) => <Textarea {...p} maxLength={COLLAB_LIMITS.descriptionMax} {...form.register('description')} />}
          </Field>
          <Field label={t('collabs.field.location', 'Location')} error={errors.location?.message}>
            {(p) => (
              <Input
                {...p}
                maxLength={COLLAB_LIMITS.locationMax}
                placeholder={t('collabs.field.locationPlaceholder', 'City, studio or online')}
                {...form.register('location')}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('collabs.field.starts', 'Starts')} error={errors.starts_on?.message}>
              {(p) => <Input {...p} type="date" {...form.register('starts_on')} />}
            </Field>
            <Field label={t('collabs.field.ends', 'Ends')} error={errors.ends_on?.message}>
              {(p) => <Input {...p} type="date" {...form.register('ends_on')} />}
            </Field>
          </div>
          <FormError message={create.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" disabled={create.busy}>
              {create.busy ? t('collabs.creating', 'Creating...') : t('collabs.create', 'Create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** /collabs: my collaborations, the invitations waiting for me, and a way to start one. */
export default function CollabsPage() {
  usePageMeta(`${t('collabs.title', 'Collabs')} · ${PRODUCT_NAME}`, t('collabs.meta.list', 'Your collaborations and invitations.'));
  const q = useMyCollabs();
  const [creating, setCreating] = useState(false);
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8" aria-labelledby="collabs-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="collabs-title" className="text-2xl font-bold tracking-tight">
            {t('collabs.title', 'Collabs')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('collabs.intro', 'Shoots, series and campaigns you work on with other members.')}
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden /> {t('collabs.new', 'New collaboration')}
        </Button>
      </div>
      <NewCollabDialog open={creating} onOpenChange={setCreating} />
      {q.isPending ? (
        <Loading label={t('collabs.loading', 'Loading your collaborations')} className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </Loading>
      ) : q.isError ? (
        <ErrorState
          message={q.error.message || t('collabs.loadFailed', 'Your collaborations could not be loaded.')}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <>
          {q.data.invitations.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle>{t('collabs.invitations', 'Invitations')}</CardTitle>
                <CardDescription>{t('collabs.invitations.text', 'Members who would like to work with you.')}</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-3">
                  {q.data.invitations.map((c) => (
                    <InvitationCard key={c.id} c={c} />
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
          {q.data.collabs.length === 0 ? (
            <EmptyState
              icon={Handshake}
              title={t('collabs.empty.title', 'No collaborations yet')}
              action={<Button onClick={() => setCreating(true)}>{t('collabs.empty.start', 'Start one')}</Button>}
            >
              {t(
                'collabs.empty.text',
                'Start a collaboration and invite the members you work with, or accept an invitation when one arrives.',
              )}
            </EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label={t('collabs.yours', 'Your collaborations')}>
              {q.data.collabs.map((c) => (
                <CollabRow key={c.id} c={c} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
