import { zodResolver } from '@hookform/resolvers/zod';
import {
  inviteSubUserInput,
  SUB_USER_MESSAGES as S,
  SUB_USER_ROLES,
  type SubUser,
  type SubUserRole,
} from '@mb/contract/enterprise-sub-users';
import { Users } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { intlLocale, t, tm } from '../../lib/i18n';
import { roleHint, roleLabel } from './role-label';
import { useChangeSubUserRole, useInviteSubUser, useRemoveSubUser, useSubUsers } from './sub-users-queries';

const selectBase =
  'flex h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';
const selectClass = `${selectBase} w-full`;
const day = (iso: string) => new Date(iso).toLocaleDateString(intlLocale());

/** /enterprise-profile?tab=sub-users: invite people by e-mail with a role; see, re-role and remove them. */
export function SubUsersPanel() {
  const q = useSubUsers();
  return (
    <div className="grid gap-6" data-testid="sub-users-panel">
      <InviteSubUserForm />
      <div className="grid gap-3">
        <h2 className="text-lg font-semibold">{t('enterprise.subUsers.title', 'Sub-users')}</h2>
        {q.isPending ? (
          <Loading label={t('enterprise.subUsers.loading', 'Loading sub-users...')} className="grid gap-2">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </Loading>
        ) : q.isError ? (
          <ErrorState
            title={t('enterprise.subUsers.loadFailed', 'Could not load sub-users')}
            message={errorMessage(q.error)}
            onRetry={() => void q.refetch()}
            retrying={q.isFetching}
          />
        ) : q.data.sub_users.length === 0 ? (
          <EmptyState icon={Users} title={t('enterprise.subUsers.none', 'No sub-users yet')}>
            {tm(S.empty)}
          </EmptyState>
        ) : (
          <ul className="grid gap-3" data-testid="sub-users">
            {q.data.sub_users.map((s) => (
              <SubUserRow key={s.id} sub={s} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function SubUserRow({ sub }: { sub: SubUser }) {
  const change = useChangeSubUserRole();
  const remove = useRemoveSubUser();
  const invited = sub.status === 'invited';
  const name = sub.member?.name ?? sub.email;
  return (
    <li
      className="grid gap-3 rounded-lg border bg-card p-3 text-card-foreground sm:flex sm:flex-wrap sm:items-center sm:justify-between"
      data-testid="sub-user"
      data-status={sub.status}
      data-email={sub.email}
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={sub.member?.avatar_url ?? null} alt="" className="size-10" />
        <div className="grid min-w-0">
          <span className="truncate font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">
            {sub.member ? `${sub.email} · ` : null}
            {invited
              ? sub.expires_at
                ? t('enterprise.subUsers.invitedUntil', 'Invited {date}, link valid until {until}', {
                    date: day(sub.invited_at),
                    until: day(sub.expires_at),
                  })
                : t('enterprise.link.invitedOn', 'Invited {date}', { date: day(sub.invited_at) })
              : t('enterprise.subUsers.joined', 'Joined {date}', { date: day(sub.accepted_at ?? sub.invited_at) })}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={invited ? 'warning' : 'success'}>
          {invited ? t('enterprise.link.pending', 'Pending') : t('enterprise.subUsers.active', 'Active')}
        </Badge>
        <select
          aria-label={t('enterprise.subUsers.roleOf', 'Role of {name}', { name })}
          className={`${selectBase} h-9 w-32`}
          value={sub.role}
          disabled={change.busy}
          onChange={(e) =>
            void change.submit(
              { id: sub.id, role: e.target.value as SubUserRole },
              {
                success: { title: tm(S.roleSaved) },
                failure: (m) => ({ title: m ?? t('enterprise.subUsers.roleFailed', 'Could not change the role') }),
              },
            )
          }
        >
          {SUB_USER_ROLES.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="outline"
          disabled={remove.busy}
          onClick={() => {
            const question = invited
              ? t('enterprise.link.withdrawConfirm', 'Withdraw the invitation to {name}?', { name: sub.email })
              : t('enterprise.subUsers.removeConfirm', 'Remove {name}? Their access ends at once.', { name });
            if (!window.confirm(question)) return;
            void remove.submit(sub.id, {
              success: { title: tm(S.removed) },
              failure: (m) => ({ title: m ?? t('enterprise.subUsers.removeFailed', 'Could not remove') }),
            });
          }}
        >
          {invited ? t('enterprise.link.withdraw', 'Withdraw') : t('enterprise.subUsers.remove', 'Remove')}
        </Button>
      </div>
    </li>
  );
}

type InviteForm = z.input<typeof inviteSubUserInput>;

function InviteSubUserForm() {
  const invite = useInviteSubUser();
  const form = useForm<InviteForm, unknown, z.output<typeof inviteSubUserInput>>({
    resolver: zodResolver(inviteSubUserInput),
    defaultValues: { email: '', role: 'viewer' },
  });
  const role = form.watch('role');
  const onSubmit = form.handleSubmit(async (values) => {
    const r = await invite.submit(values, {
      form: { setError: form.setError, fields: ['email', 'role'] },
      success: { title: tm(S.invited) },
    });
    if (r.ok) form.reset({ email: '', role: values.role });
  });
  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate data-testid="invite-sub-user-form">
      <h2 className="text-lg font-semibold">{t('enterprise.subUsers.invite', 'Invite a sub-user')}</h2>
      <div className="grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
        <Field label={t('auth.email', 'E-mail')} error={form.formState.errors.email?.message}>
          {(p) => (
            <Input
              {...p}
              type="email"
              autoComplete="off"
              placeholder={t('enterprise.subUsers.emailExample', 'name@company.example')}
              {...form.register('email')}
            />
          )}
        </Field>
        <Field label={t('enterprise.subUsers.role', 'Role')} error={form.formState.errors.role?.message}>
          {(p) => (
            <select {...p} className={selectClass} {...form.register('role')}>
              {SUB_USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" className="sm:mt-6" disabled={invite.busy}>
          {invite.busy ? t('enterprise.subUsers.inviting', 'Inviting...') : t('enterprise.subUsers.inviteButton', 'Invite')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{roleHint((role as SubUserRole) ?? 'viewer')}</p>
      <FormError message={invite.error} />
    </form>
  );
}
