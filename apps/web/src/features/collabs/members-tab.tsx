import { zodResolver } from '@hookform/resolvers/zod';
import { COLLAB_MESSAGES, type Collab, type CollabMember, type InviteInput, inviteInput } from '@mb/contract/collabs';
import { BadgeCheck, UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { useConfirmCredit, useInvite, useRemoveMember } from './queries';
import { PersonChip, personName, roleName } from './shared';

const INVITE_FIELDS = ['member', 'role'] as const;

function InviteForm({ collab }: { collab: Collab }) {
  const form = useForm<InviteInput, unknown, z.output<typeof inviteInput>>({
    resolver: zodResolver(inviteInput),
    defaultValues: { member: '', role: 'collaborator' },
  });
  const { errors } = form.formState;
  const invite = useInvite(collab.id);
  return (
    <form
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end"
      noValidate
      onSubmit={form.handleSubmit(async (body) => {
        const r = await invite.submit(body, {
          form: { setError: form.setError, fields: INVITE_FIELDS },
          success: { title: tm(COLLAB_MESSAGES.invited) },
        });
        if (r.ok) form.reset({ member: '', role: body.role });
      })}
    >
      <Field
        label={t('collabs.members.invite', 'Invite a member')}
        error={errors.member?.message}
        hint={t('collabs.members.inviteHint', 'Their username, like @stagename, or their profile link.')}
      >
        {(p) => (
          <Input {...p} placeholder={t('collabs.members.placeholder', '@username')} autoComplete="off" {...form.register('member')} />
        )}
      </Field>
      <label className="grid gap-1.5 text-sm font-medium">
        {t('collabs.members.role', 'Role')}
        <select className="h-10 rounded-md border border-input bg-background px-2 text-sm" {...form.register('role')}>
          <option value="collaborator">{t('collabs.members.collaborator', 'Collaborator')}</option>
          <option value="viewer">{t('collabs.members.viewer', 'Viewer')}</option>
        </select>
      </label>
      <Button type="submit" disabled={invite.busy}>
        <UserPlus aria-hidden /> {invite.busy ? t('collabs.members.inviting', 'Inviting...') : t('collabs.members.inviteButton', 'Invite')}
      </Button>
      <FormError className="sm:col-span-3" message={invite.error && !errors.member ? invite.error : null} />
    </form>
  );
}

function MemberRow({ collab, m, me }: { collab: Collab; m: CollabMember; me: string | undefined }) {
  const remove = useRemoveMember(collab.id);
  const confirm = useConfirmCredit(collab.id);
  const navigate = useNavigate();
  const self = m.user_id === me;
  const canRemove = m.role !== 'owner' && (collab.my_role === 'owner' || self) && collab.my_state === 'joined';
  const creditable = collab.status === 'completed' && collab.my_state === 'joined' && m.state === 'joined' && !self;
  const confirmedByMe = me ? m.confirmed_by.includes(me) : false;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="collab-member">
      <div className="grid min-w-0 gap-1">
        <PersonChip person={m} size="md" />
        <div className="flex flex-wrap items-center gap-2 pl-12 text-xs text-muted-foreground">
          <span className="capitalize">{roleName(m.role)}</span>
          {m.state === 'invited' ? <Badge variant="warning">{t('collabs.members.invited', 'Invited')}</Badge> : null}
          {m.confirmed_by.length > 0 ? (
            <span className="inline-flex items-center gap-1 text-success">
              <BadgeCheck className="size-3.5" aria-hidden />{' '}
              {t('collabs.members.confirmedBy', 'Credit confirmed by {count}', { count: m.confirmed_by.length })}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {creditable ? (
          <Button
            size="sm"
            variant={confirmedByMe ? 'outline' : 'default'}
            disabled={confirmedByMe || confirm.busy}
            onClick={() =>
              void confirm.submit(m.user_id, {
                success: { title: t('collabs.members.creditConfirmedToast', 'Credit confirmed.') },
                failure: (x) => ({ title: x ?? t('collabs.failed', 'That did not work.') }),
              })
            }
          >
            {confirmedByMe
              ? t('collabs.members.creditConfirmed', 'Credit confirmed')
              : t('collabs.members.confirmCredit', "Confirm {name}'s credit", { name: personName(m) })}
          </Button>
        ) : null}
        {canRemove ? (
          <Button
            size="sm"
            variant="outline"
            disabled={remove.busy}
            onClick={async () => {
              const r = await remove.submit(m.user_id, {
                success: {
                  title: self
                    ? t('collabs.members.left', 'You left the collaboration.')
                    : m.state === 'invited'
                      ? t('collabs.members.withdrawn', 'Invitation withdrawn.')
                      : t('collabs.members.removed', 'Member removed.'),
                },
                failure: (x) => ({ title: x ?? t('collabs.failed', 'That did not work.') }),
              });
              if (r.ok && self) navigate('/collabs');
            }}
          >
            {self
              ? t('collabs.members.leave', 'Leave')
              : m.state === 'invited'
                ? t('collabs.members.withdraw', 'Withdraw')
                : t('collabs.members.remove', 'Remove')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function MembersTab({ collab }: { collab: Collab }) {
  const me = useSession()?.user.id;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('collabs.tab.members', 'Members')}</CardTitle>
        <CardDescription>
          {t(
            'collabs.members.text',
            'Owners run the collaboration; collaborators add tasks and share files; viewers follow along and join the discussion.',
          )}
          {collab.status === 'completed'
            ? ` ${t('collabs.members.completedText', 'It is completed: confirm the credits of the members you worked with, and they show on their profiles.')}`
            : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {collab.my_role === 'owner' && collab.status !== 'cancelled' && collab.status !== 'completed' ? (
          <InviteForm collab={collab} />
        ) : null}
        <ul className="divide-y">
          {collab.members.map((m) => (
            <MemberRow key={m.user_id} collab={collab} m={m} me={me} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
