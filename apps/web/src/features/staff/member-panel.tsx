import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_TYPE_LABELS } from '@mb/contract/profiles';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@mb/contract/staff';
import { type MemberDetail, REASON_MAX, suspendInput } from '@mb/contract/staff-admin';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/auth';
import { intlLocale, t, tm } from '../../lib/i18n';
import { ProAdminPanel } from '../pro';
import { actionLabel, verificationLabel } from './activity-labels';
import { formatDateTime } from './admin-frame';
import { useMember, useResetVerification, useRevokeStaffRole, useSetStaffRole, useSuspend, useUnsuspend } from './admin-queries';
import { MemberBadges, nameOf, permissionLabel, roleLabel } from './member-labels';
import { useStaffStatus } from './queries';

function SuspendDialog({ member, open, onOpenChange }: { member: MemberDetail; open: boolean; onOpenChange: (o: boolean) => void }) {
  const suspend = useSuspend();
  const form = useForm<z.input<typeof suspendInput>>({ resolver: zodResolver(suspendInput), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (body) => {
    const r = await suspend.submit(
      { id: member.id, body },
      {
        form: { setError: form.setError, fields: ['reason'] },
        success: {
          title: t('staff.suspend.done', 'Account suspended'),
          description: t('staff.suspend.doneText', 'Every session of this member was ended.'),
        },
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
          <DialogTitle>{t('staff.suspend.title', 'Suspend {name}?', { name: nameOf(member) })}</DialogTitle>
          <DialogDescription>
            {t(
              'staff.suspend.lead',
              'They are signed out everywhere at once and cannot sign in until the suspension is lifted. They see the reason when they try.',
            )}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('staff.suspend.button', 'Suspend account')}>
          <Field
            label={t('staff.suspend.reason', 'Reason')}
            error={form.formState.errors.reason?.message}
            hint={t('staff.suspend.reasonHint', 'Shown to the member. Up to {max} characters.', { max: REASON_MAX })}
          >
            {(p) => <Textarea {...p} rows={3} maxLength={REASON_MAX} {...form.register('reason')} />}
          </Field>
          <FormError message={suspend.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('staff.cancel', 'Cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={suspend.busy}>
              {suspend.busy ? t('staff.suspend.busy', 'Suspending...') : t('staff.suspend.button', 'Suspend account')}
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
            {t('staff.cancel', 'Cancel')}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy ? t('staff.working', 'Working...') : confirm}
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
      {
        success: {
          title: t('staff.role.saved', 'Staff role saved'),
          description: t('staff.role.savedText', '{name} is now {role}.', { name: nameOf(member), role: roleLabel(role) }),
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('staff.role.title', 'Staff role')}</CardTitle>
        <CardDescription>
          {t('staff.role.lead', 'Takes effect on their next request. Needs the staff management permission.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" aria-label={t('staff.role.title', 'Staff role')}>
          <div className="grid gap-1.5">
            <Label htmlFor="staff-role">{t('staff.role.label', 'Role')}</Label>
            <select
              id="staff-role"
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole | '')}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              <option value="">{t('staff.role.none', 'No staff role')}</option>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-2" disabled={!role}>
            <legend className="mb-1 text-sm font-medium">{t('staff.role.permissions', 'Permissions')}</legend>
            {STAFF_PERMISSIONS.map((p) => (
              <div key={p} className="flex items-center gap-2">
                <Checkbox
                  id={`perm-${p}`}
                  checked={permissions.includes(p)}
                  onCheckedChange={(v) => setPermissions((cur) => (v === true ? [...new Set([...cur, p])] : cur.filter((x) => x !== p)))}
                />
                <Label htmlFor={`perm-${p}`} className="font-normal">
                  {permissionLabel(p)}
                </Label>
              </div>
            ))}
          </fieldset>
          <FormError message={save.error ?? revoke.error} />
          <div className="flex flex-wrap justify-end gap-2">
            {member.staff_role ? (
              <Button type="button" variant="outline" onClick={() => setConfirmRevoke(true)}>
                {t('staff.role.revoke', 'Revoke role')}
              </Button>
            ) : null}
            <Button type="submit" disabled={!role || !changed || save.busy}>
              {save.busy
                ? t('staff.saving', 'Saving...')
                : member.staff_role
                  ? t('staff.role.save', 'Save role')
                  : t('staff.role.grant', 'Grant role')}
            </Button>
          </div>
        </form>
        <ConfirmDialog
          open={confirmRevoke}
          onOpenChange={setConfirmRevoke}
          title={t('staff.role.revokeTitle', "Revoke {name}'s staff role?", { name: nameOf(member) })}
          description={t('staff.role.revokeText', 'They lose staff access on their next request.')}
          confirm={t('staff.role.revoke', 'Revoke role')}
          busy={revoke.busy}
          error={revoke.error}
          onConfirm={async () => {
            const r = await revoke.submit(member.id, { success: { title: t('staff.role.revoked', 'Staff role revoked') } });
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
  const verification = v.vaulth_verified
    ? t('staff.verification.verified', 'Verified')
    : (v.vaulth_status || v.status ? verificationLabel(v.vaulth_status || v.status || '') : '') ||
      (v.skipped ? t('staff.verification.skipped', 'Skipped') : t('staff.verification.notStarted', 'Not started'));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('staff.account.title', 'Account')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <p className="text-sm">
            <span className="font-medium">{t('staff.account.status', 'Status:')} </span>
            {member.suspension ? (
              <span className="text-warning">
                {t('staff.account.suspendedSince', 'Suspended since {date}', { date: formatDateTime(member.suspension.suspended_at) })}
              </span>
            ) : (
              t('staff.account.active', 'Active')
            )}
          </p>
          {member.suspension ? (
            <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="suspension-reason">
              {t('staff.account.reason', 'Reason: {reason}', { reason: member.suspension.reason })}
            </p>
          ) : null}
          <div>
            {member.suspension ? (
              <Button variant="outline" onClick={() => setConfirm('unsuspend')}>
                {t('staff.unsuspend.button', 'Lift suspension')}
              </Button>
            ) : (
              <Button variant="destructive" onClick={() => setSuspendOpen(true)}>
                {t('staff.suspend.button', 'Suspend account')}
              </Button>
            )}
          </div>
        </div>
        <div className="grid gap-2 border-t pt-4">
          <p className="text-sm">
            <span className="font-medium">{t('staff.verification.label', 'Identity verification:')} </span>
            {verification}
          </p>
          <div>
            <Button variant="outline" onClick={() => setConfirm('reset')}>
              {t('staff.verification.reset', 'Reset verification')}
            </Button>
          </div>
        </div>
      </CardContent>
      <SuspendDialog member={member} open={suspendOpen} onOpenChange={setSuspendOpen} />
      <ConfirmDialog
        open={confirm === 'unsuspend'}
        onOpenChange={(o) => setConfirm(o ? 'unsuspend' : null)}
        title={t('staff.unsuspend.title', "Lift {name}'s suspension?", { name: nameOf(member) })}
        description={t('staff.unsuspend.text', 'They can sign in again at once.')}
        confirm={t('staff.unsuspend.button', 'Lift suspension')}
        busy={unsuspend.busy}
        error={unsuspend.error}
        onConfirm={async () => {
          const r = await unsuspend.submit(member.id, { success: { title: t('staff.unsuspend.done', 'Suspension lifted') } });
          if (r.ok) setConfirm(null);
        }}
      />
      <ConfirmDialog
        open={confirm === 'reset'}
        onOpenChange={(o) => setConfirm(o ? 'reset' : null)}
        title={t('staff.verification.resetTitle', 'Reset identity verification?')}
        description={t('staff.verification.resetText', 'Their verification goes back to not started; they are asked to verify again.')}
        confirm={t('staff.verification.reset', 'Reset verification')}
        busy={reset.busy}
        error={reset.error}
        onConfirm={async () => {
          const r = await reset.submit(member.id, { success: { title: t('staff.verification.resetDone', 'Verification reset') } });
          if (r.ok) setConfirm(null);
        }}
      />
    </Card>
  );
}

export function MemberPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const member = useMember(id);
  const session = useSession();
  const staff = useStaffStatus();
  if (member.isPending) {
    return (
      <Loading label={t('staff.member.loading', 'Loading the member...')} className="grid gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-48" />
      </Loading>
    );
  }
  if (member.isError)
    return (
      <ErrorState
        message={(member.error as Error).message || tm(STAFF_ADMIN_MESSAGES.loadFailed)}
        onRetry={() => void member.refetch()}
        retrying={member.isFetching}
      />
    );
  const m = member.data;
  const self = session?.user.id === m.id;
  const managesStaff = staff.access.permissions.includes('staff_management');
  return (
    <section className="grid gap-4" aria-label={t('staff.member.label', 'Member {name}', { name: nameOf(m) })}>
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
              <ArrowLeft aria-hidden /> {t('staff.member.results', 'Results')}
            </Button>
          </div>
          <MemberBadges m={m} />
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-muted-foreground">{t('staff.member.username', 'Username')}</dt>
            <dd>{m.username ? `@${m.username}` : '-'}</dd>
            <dt className="text-muted-foreground">{t('staff.member.type', 'Account type')}</dt>
            <dd>{tm(PROFILE_TYPE_LABELS[m.profile_type])}</dd>
            <dt className="text-muted-foreground">{t('staff.member.joined', 'Joined')}</dt>
            <dd>{formatDateTime(m.created_at)}</dd>
            <dt className="text-muted-foreground">{t('staff.member.onboarding', 'Onboarding')}</dt>
            <dd>{m.onboarding_completed ? t('staff.member.completed', 'Completed') : t('staff.member.notFinished', 'Not finished')}</dd>
            <dt className="text-muted-foreground">{t('staff.member.location', 'Location')}</dt>
            <dd>{m.location || '-'}</dd>
            <dt className="text-muted-foreground">{t('staff.member.staff', 'Staff')}</dt>
            <dd>
              {m.staff_role
                ? `${roleLabel(m.staff_role)}${m.staff_permissions.length ? ` (${new Intl.ListFormat(intlLocale(), { type: 'unit' }).format(m.staff_permissions.map(permissionLabel))})` : ''}`
                : t('staff.member.noStaff', 'No')}
            </dd>
          </dl>
        </CardContent>
      </Card>
      {self ? (
        <p className="rounded-md border p-3 text-sm text-muted-foreground">
          {t('staff.member.self', 'This is your own account:')} {tm(STAFF_ADMIN_MESSAGES.notYourself).toLowerCase()}
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
          <CardTitle className="text-lg">{t('staff.member.decisions', 'Staff decisions about this member')}</CardTitle>
        </CardHeader>
        <CardContent>
          {m.recent_actions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('staff.member.noDecisions', 'None yet.')}</p>
          ) : (
            <ul className="grid text-sm">
              {m.recent_actions.map((a) => (
                <li
                  key={`${a.created_at}-${a.action_type}`}
                  className="flex flex-wrap justify-between gap-x-4 border-t py-2 first:border-t-0"
                >
                  <span className="font-medium">
                    {actionLabel(a.action_type)}
                    {typeof a.details.reason === 'string' ? (
                      <span className="font-normal text-muted-foreground">: {a.details.reason}</span>
                    ) : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {a.admin_name ?? t('staff.system', 'System')} · {formatDateTime(a.created_at)}
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
