import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_TYPE_LABELS } from '@mb/contract/profiles';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@mb/contract/staff';
import { createEditorInput, type MemberDetail, type MemberSummary, REASON_MAX, suspendInput } from '@mb/contract/staff-admin';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import { ArrowLeft, ChevronLeft, ChevronRight, Search, UserPlus, Users } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/auth';
import { cn } from '../../lib/utils';
import { ProAdminPanel } from '../pro';
import { AdminFrame, formatDateTime, humanize } from './admin-frame';
import {
  useCreateEditor,
  useMember,
  useMembers,
  useResetVerification,
  useRevokeStaffRole,
  useSetStaffRole,
  useSuspend,
  useUnsuspend,
} from './admin-queries';
import { useStaffStatus } from './queries';

const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', moderator: 'Moderator', post_production_editor: 'Post-Production Editor' };
const PERMISSION_LABELS: Record<StaffPermission, string> = {
  staff_management: 'Staff management',
  content_moderation: 'Content moderation',
  records: '2257 records',
  content: 'Blog and site content',
};

const nameOf = (m: MemberSummary) => m.display_name || (m.username ? `@${m.username}` : m.email);

function MemberBadges({ m }: { m: MemberSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant="outline">{PROFILE_TYPE_LABELS[m.profile_type]}</Badge>
      {m.staff_role ? <Badge variant="info">{ROLE_LABELS[m.staff_role]}</Badge> : null}
      {m.suspended ? <Badge variant="warning">Suspended</Badge> : null}
    </span>
  );
}

// ---------------------------------------------------------------------------------------------------
// Search and results

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
          Search members
        </Label>
        <Input
          id="member-search"
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, username or e-mail"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden />
          Search
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
      <Loading label="Loading members..." className="grid gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-16" />
        ))}
      </Loading>
    );
  }
  if (members.isError)
    return <ErrorState message={STAFF_ADMIN_MESSAGES.loadFailed} onRetry={() => void members.refetch()} retrying={members.isFetching} />;
  const { items, total, page_size } = members.data;
  if (!items.length) {
    return (
      <EmptyState icon={Users} title={q ? 'No members match' : 'No members yet'}>
        {q ? `Nobody's name, username or e-mail contains "${q}".` : 'Members appear here as they join.'}
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(total / page_size));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total.toLocaleString()} {total === 1 ? 'member' : 'members'}
        {q ? ` matching "${q}"` : ''}
      </p>
      <ul className={cn('grid gap-2', members.isFetching && 'opacity-70')} aria-label="Members">
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
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next <ChevronRight aria-hidden />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// One member

function SuspendDialog({ member, open, onOpenChange }: { member: MemberDetail; open: boolean; onOpenChange: (o: boolean) => void }) {
  const suspend = useSuspend();
  const form = useForm<z.input<typeof suspendInput>>({ resolver: zodResolver(suspendInput), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (body) => {
    const r = await suspend.submit(
      { id: member.id, body },
      {
        form: { setError: form.setError, fields: ['reason'] },
        success: { title: 'Account suspended', description: 'Every session of this member was ended.' },
      },
    );
    if (r.ok) {
      form.reset();
      onOpenChange(false);
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Suspend {nameOf(member)}?</DialogTitle>
          <DialogDescription>
            They are signed out everywhere at once and cannot sign in until the suspension is lifted. They see the reason when they try.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Suspend account">
          <Field label="Reason" error={form.formState.errors.reason?.message} hint={`Shown to the member. Up to ${REASON_MAX} characters.`}>
            {(p) => <Textarea {...p} rows={3} maxLength={REASON_MAX} {...form.register('reason')} />}
          </Field>
          <FormError message={suspend.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={suspend.busy}>
              {suspend.busy ? 'Suspending...' : 'Suspend account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  description: string;
  confirm: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormError message={error} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy ? 'Working...' : confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function StaffRoleCard({ member }: { member: MemberDetail }) {
  const [role, setRole] = useState<StaffRole | ''>(member.staff_role ?? '');
  const [permissions, setPermissions] = useState<StaffPermission[]>(member.staff_permissions);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  useEffect(() => {
    setRole(member.staff_role ?? '');
    setPermissions(member.staff_permissions);
  }, [member.staff_role, member.staff_permissions]);
  const save = useSetStaffRole();
  const revoke = useRevokeStaffRole();
  const changed = role !== (member.staff_role ?? '') || [...permissions].sort().join() !== [...member.staff_permissions].sort().join();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!role) return;
    await save.submit(
      { id: member.id, body: { role, permissions } },
      { success: { title: 'Staff role saved', description: `${nameOf(member)} is now ${ROLE_LABELS[role]}.` } },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Staff role</CardTitle>
        <CardDescription>Takes effect on their next request. Needs the staff management permission.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" aria-label="Staff role">
          <div className="grid gap-1.5">
            <Label htmlFor="staff-role">Role</Label>
            <select
              id="staff-role"
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole | '')}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              <option value="">No staff role</option>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-2" disabled={!role}>
            <legend className="mb-1 text-sm font-medium">Permissions</legend>
            {STAFF_PERMISSIONS.map((p) => (
              <div key={p} className="flex items-center gap-2">
                <Checkbox
                  id={`perm-${p}`}
                  checked={permissions.includes(p)}
                  onCheckedChange={(v) => setPermissions((cur) => (v === true ? [...new Set([...cur, p])] : cur.filter((x) => x !== p)))}
                />
                <Label htmlFor={`perm-${p}`} className="font-normal">
                  {PERMISSION_LABELS[p]}
                </Label>
              </div>
            ))}
          </fieldset>
          <FormError message={save.error ?? revoke.error} />
          <div className="flex flex-wrap justify-end gap-2">
            {member.staff_role ? (
              <Button type="button" variant="outline" onClick={() => setConfirmRevoke(true)}>
                Revoke role
              </Button>
            ) : null}
            <Button type="submit" disabled={!role || !changed || save.busy}>
              {save.busy ? 'Saving...' : member.staff_role ? 'Save role' : 'Grant role'}
            </Button>
          </div>
        </form>
        <ConfirmDialog
          open={confirmRevoke}
          onOpenChange={setConfirmRevoke}
          title={`Revoke ${nameOf(member)}'s staff role?`}
          description="They lose staff access on their next request."
          confirm="Revoke role"
          busy={revoke.busy}
          error={revoke.error}
          onConfirm={async () => {
            const r = await revoke.submit(member.id, { success: { title: 'Staff role revoked' } });
            if (r.ok) setConfirmRevoke(false);
          }}
        />
      </CardContent>
    </Card>
  );
}

function MemberActions({ member }: { member: MemberDetail }) {
  const [suspendOpen, setSuspendOpen] = useState(false);
  const [confirm, setConfirm] = useState<'unsuspend' | 'reset' | null>(null);
  const unsuspend = useUnsuspend();
  const reset = useResetVerification();
  const v = member.verification;
  const verification = v.vaulth_verified ? 'Verified' : v.vaulth_status || v.status || (v.skipped ? 'Skipped' : 'Not started');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Account</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <p className="text-sm">
            <span className="font-medium">Status: </span>
            {member.suspension ? (
              <span className="text-warning">Suspended since {formatDateTime(member.suspension.suspended_at)}</span>
            ) : (
              'Active'
            )}
          </p>
          {member.suspension ? (
            <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="suspension-reason">
              Reason: {member.suspension.reason}
            </p>
          ) : null}
          <div>
            {member.suspension ? (
              <Button variant="outline" onClick={() => setConfirm('unsuspend')}>
                Lift suspension
              </Button>
            ) : (
              <Button variant="destructive" onClick={() => setSuspendOpen(true)}>
                Suspend account
              </Button>
            )}
          </div>
        </div>
        <div className="grid gap-2 border-t pt-4">
          <p className="text-sm">
            <span className="font-medium">Identity verification: </span>
            {humanize(verification)}
          </p>
          <div>
            <Button variant="outline" onClick={() => setConfirm('reset')}>
              Reset verification
            </Button>
          </div>
        </div>
      </CardContent>
      <SuspendDialog member={member} open={suspendOpen} onOpenChange={setSuspendOpen} />
      <ConfirmDialog
        open={confirm === 'unsuspend'}
        onOpenChange={(o) => setConfirm(o ? 'unsuspend' : null)}
        title={`Lift ${nameOf(member)}'s suspension?`}
        description="They can sign in again at once."
        confirm="Lift suspension"
        busy={unsuspend.busy}
        error={unsuspend.error}
        onConfirm={async () => {
          const r = await unsuspend.submit(member.id, { success: { title: 'Suspension lifted' } });
          if (r.ok) setConfirm(null);
        }}
      />
      <ConfirmDialog
        open={confirm === 'reset'}
        onOpenChange={(o) => setConfirm(o ? 'reset' : null)}
        title="Reset identity verification?"
        description="Their verification goes back to not started; they are asked to verify again."
        confirm="Reset verification"
        busy={reset.busy}
        error={reset.error}
        onConfirm={async () => {
          const r = await reset.submit(member.id, { success: { title: 'Verification reset' } });
          if (r.ok) setConfirm(null);
        }}
      />
    </Card>
  );
}

function MemberPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const member = useMember(id);
  const session = useSession();
  const staff = useStaffStatus();
  if (member.isPending) {
    return (
      <Loading label="Loading the member..." className="grid gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-48" />
      </Loading>
    );
  }
  if (member.isError)
    return (
      <ErrorState
        message={(member.error as Error).message || STAFF_ADMIN_MESSAGES.loadFailed}
        onRetry={() => void member.refetch()}
        retrying={member.isFetching}
      />
    );
  const m = member.data;
  const self = session?.user.id === m.id;
  const managesStaff = staff.access.permissions.includes('staff_management');
  return (
    <section className="grid gap-4" aria-label={`Member ${nameOf(m)}`}>
      <Card>
        <CardHeader>
          <div className="flex items-start justify-between gap-2">
            <div className="grid gap-1">
              <CardTitle className="text-xl" data-testid="member-name">
                {nameOf(m)}
              </CardTitle>
              <CardDescription className="break-all">{m.email}</CardDescription>
            </div>
            <Button variant="ghost" size="sm" onClick={onClose} className="lg:hidden">
              <ArrowLeft aria-hidden /> Results
            </Button>
          </div>
          <MemberBadges m={m} />
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-muted-foreground">Username</dt>
            <dd>{m.username ? `@${m.username}` : '-'}</dd>
            <dt className="text-muted-foreground">Account type</dt>
            <dd>{PROFILE_TYPE_LABELS[m.profile_type]}</dd>
            <dt className="text-muted-foreground">Joined</dt>
            <dd>{formatDateTime(m.created_at)}</dd>
            <dt className="text-muted-foreground">Onboarding</dt>
            <dd>{m.onboarding_completed ? 'Completed' : 'Not finished'}</dd>
            <dt className="text-muted-foreground">Location</dt>
            <dd>{m.location || '-'}</dd>
            <dt className="text-muted-foreground">Staff</dt>
            <dd>
              {m.staff_role
                ? `${ROLE_LABELS[m.staff_role]}${m.staff_permissions.length ? ` (${m.staff_permissions.map((p) => PERMISSION_LABELS[p]).join(', ')})` : ''}`
                : 'No'}
            </dd>
          </dl>
        </CardContent>
      </Card>
      {self ? (
        <p className="rounded-md border p-3 text-sm text-muted-foreground">
          This is your own account: {STAFF_ADMIN_MESSAGES.notYourself.toLowerCase()}
        </p>
      ) : (
        <>
          <MemberActions member={m} />
          <ProAdminPanel memberId={m.id} onSaved={() => void member.refetch()} />
          {managesStaff ? <StaffRoleCard member={m} /> : null}
        </>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Staff decisions about this member</CardTitle>
        </CardHeader>
        <CardContent>
          {m.recent_actions.length === 0 ? (
            <p className="text-sm text-muted-foreground">None yet.</p>
          ) : (
            <ul className="grid text-sm">
              {m.recent_actions.map((a) => (
                <li
                  key={`${a.created_at}-${a.action_type}`}
                  className="flex flex-wrap justify-between gap-x-4 border-t py-2 first:border-t-0"
                >
                  <span className="font-medium">
                    {humanize(a.action_type)}
                    {typeof a.details.reason === 'string' ? (
                      <span className="font-normal text-muted-foreground">: {a.details.reason}</span>
                    ) : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {a.admin_name ?? 'System'} · {formatDateTime(a.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------
// Post-Production Editor accounts

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
      success: { title: STAFF_ADMIN_MESSAGES.editorCreated },
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
          <DialogTitle>New Post-Production Editor</DialogTitle>
          <DialogDescription>
            We create the account with the editor role and e-mail them a link to choose a password (valid 72 hours).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Create Post-Production Editor account">
          <Field label="E-mail" error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="off" {...form.register('email')} />}
          </Field>
          <Field label="Display name" error={errors.display_name?.message}>
            {(p) => <Input {...p} maxLength={80} {...form.register('display_name')} />}
          </Field>
          <FormError message={create.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.busy}>
              {create.busy ? 'Creating...' : 'Create account'}
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
      title="Accounts"
      description="Search members, open one, suspend or restore, reset verification, manage staff roles."
      actions={
        managesStaff ? (
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden /> New Post-Production Editor
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
            Open a member to see their account.
          </div>
        )}
      </div>
      <CreateEditorDialog open={creating} onOpenChange={setCreating} onCreated={(id) => update({ member: id })} />
    </AdminFrame>
  );
}
