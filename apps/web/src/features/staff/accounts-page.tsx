import { zodResolver } from '@hookform/resolvers/zod';
import { createEditorInput } from '@mb/contract/staff-admin';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import { ChevronLeft, ChevronRight, Search, UserPlus, Users } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { AdminFrame } from './admin-frame';
import { useCreateEditor, useMembers } from './admin-queries';
import { MemberBadges, nameOf } from './member-labels';
import { MemberPanel } from './member-panel';
import { useStaffStatus } from './queries';

function MemberSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit} className="flex gap-2">
        <Label htmlFor="member-search" className="sr-only">
          {t('staff.search.label', 'Search members')}
        </Label>
        <Input
          id="member-search"
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('staff.search.placeholder', 'Name, username or e-mail')}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden />
          {t('staff.search.button', 'Search')}
        </Button>
      </form>
    </search>
  );
}

function MemberResults({
  q,
  page,
  selected,
  onPage,
  onOpen,
}: {
  q: string;
  page: number;
  selected: string | null;
  onPage: (p: number) => void;
  onOpen: (id: string) => void;
}) {
  const members = useMembers(q, page);
  if (members.isPending) {
    return (
      <Loading label={t('staff.members.loading', 'Loading members...')} className="grid gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-16" />
        ))}
      </Loading>
    );
  }
  if (members.isError)
    return (
      <ErrorState message={tm(STAFF_ADMIN_MESSAGES.loadFailed)} onRetry={() => void members.refetch()} retrying={members.isFetching} />
    );
  const { items, total, page_size } = members.data;
  if (!items.length) {
    return (
      <EmptyState icon={Users} title={q ? t('staff.members.noMatch', 'No members match') : t('staff.members.none', 'No members yet')}>
        {q
          ? t('staff.members.noMatchText', 'Nobody\'s name, username or e-mail contains "{q}".', { q })
          : t('staff.members.noneText', 'Members appear here as they join.')}
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(total / page_size));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('staff.members.count', '{total} {count, plural, one {member} other {members}}', {
          total: total.toLocaleString(intlLocale()),
          count: total,
        })}
        {q ? ` ${t('staff.members.matching', 'matching "{q}"', { q })}` : ''}
      </p>
      <ul className={cn('grid gap-2', members.isFetching && 'opacity-70')} aria-label={t('staff.members.label', 'Members')}>
        {items.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              onClick={() => onOpen(m.id)}
              aria-current={selected === m.id ? 'true' : undefined}
              className={cn(
                'grid w-full gap-1 rounded-lg border p-3 text-left transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring',
                selected === m.id && 'border-primary bg-accent/40',
              )}
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{nameOf(m)}</span>
                <MemberBadges m={m} />
              </span>
              <span className="truncate text-sm text-muted-foreground">{m.email}</span>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('staff.pages', 'Pages')} className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden /> {t('staff.previous', 'Previous')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('staff.pageOf', 'Page {page} of {pages}', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('staff.next', 'Next')} <ChevronRight aria-hidden />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// One member

function CreateEditorDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const create = useCreateEditor();
  const form = useForm<z.input<typeof createEditorInput>>({
    resolver: zodResolver(createEditorInput),
    defaultValues: { email: '', display_name: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    const r = await create.submit(body, {
      form: { setError: form.setError, fields: ['email', 'display_name'] },
      success: { title: tm(STAFF_ADMIN_MESSAGES.editorCreated) },
    });
    if (r.ok) {
      form.reset();
      onOpenChange(false);
      onCreated(r.data.id);
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('staff.editor.new', 'New Post-Production Editor')}</DialogTitle>
          <DialogDescription>
            {t(
              'staff.editor.lead',
              'We create the account with the editor role and e-mail them a link to choose a password (valid 72 hours).',
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-4"
          aria-label={t('staff.editor.form', 'Create Post-Production Editor account')}
        >
          <Field label={t('staff.editor.email', 'E-mail')} error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="off" {...form.register('email')} />}
          </Field>
          <Field label={t('staff.editor.name', 'Display name')} error={errors.display_name?.message}>
            {(p) => <Input {...p} maxLength={80} {...form.register('display_name')} />}
          </Field>
          <FormError message={create.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('staff.cancel', 'Cancel')}
            </Button>
            <Button type="submit" disabled={create.busy}>
              {create.busy ? t('staff.editor.creating', 'Creating...') : t('staff.editor.create', 'Create account')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default function AccountsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = params.get('member');
  const [creating, setCreating] = useState(false);
  const managesStaff = useStaffStatus().access.permissions.includes('staff_management');
  const update = (patch: Record<string, string | null>) =>
    setParams((cur) => {
      const next = new URLSearchParams(cur);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  return (
    <AdminFrame
      title={t('staff.nav.accounts', 'Accounts')}
      description={t('staff.accounts.lead', 'Search members, open one, suspend or restore, reset verification, manage staff roles.')}
      actions={
        managesStaff ? (
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden /> {t('staff.editor.new', 'New Post-Production Editor')}
          </Button>
        ) : null
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className={cn('grid gap-4', selected && 'hidden lg:grid')}>
          <MemberSearch q={q} onSearch={(text) => update({ q: text, page: null })} />
          <MemberResults
            q={q}
            page={page}
            selected={selected}
            onPage={(p) => update({ page: String(p) })}
            onOpen={(id) => update({ member: id })}
          />
        </div>
        {selected ? (
          <MemberPanel key={selected} id={selected} onClose={() => update({ member: null })} />
        ) : (
          <div className="hidden rounded-lg border border-dashed p-10 text-center text-sm text-muted-foreground lg:block">
            {t('staff.accounts.open', 'Open a member to see their account.')}
          </div>
        )}
      </div>
      <CreateEditorDialog open={creating} onOpenChange={setCreating} onCreated={(id) => update({ member: id })} />
    </AdminFrame>
  );
}
