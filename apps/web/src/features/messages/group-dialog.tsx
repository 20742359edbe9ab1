import { type Conversation, MESSAGING_LIMITS, MESSAGING_MESSAGES } from '@mb/contract/messaging';
import { useQuery } from '@tanstack/react-query';
import { LogOut, UserMinus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { api } from '../../lib/api';
import { t, tm } from '../../lib/i18n';
import { MemberPickRow } from './member-pick-row';
import { memberName } from './names';
import { useAddMembers, useLeaveConversation, useRemoveMember, useRenameConversation } from './queries';

/**
 * A group's details: its name (any accepted member renames), its members (the creator removes), adding
 * members (any accepted member, up to 20 in all) and leaving. The server enforces each rule again.
 */
export function GroupDialog({
  c,
  me,
  open,
  onOpenChange,
  onLeft,
}: {
  c: Conversation;
  me: string;
  open: boolean;
  onOpenChange: (v: boolean) => void;
  onLeft: () => void;
}) {
  const accepted = c.status === 'accepted';
  const creator = c.created_by === me;
  const [title, setTitle] = useState(c.title ?? '');
  const [confirmLeave, setConfirmLeave] = useState(false);
  const rename = useRenameConversation(c.id);
  const remove = useRemoveMember(c.id);
  const leave = useLeaveConversation(c.id);
  useEffect(() => {
    if (open) {
      setTitle(c.title ?? '');
      setConfirmLeave(false);
    }
  }, [open, c.title]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{tm(MESSAGING_MESSAGES.membersTitle)}</DialogTitle>
          <DialogDescription>
            {t(
              'messages.group.intro',
              '{count} of {max} members. Anyone in the group can add members and rename it; the member who started it can remove members.',
              { count: c.members.length, max: MESSAGING_LIMITS.groupMax },
            )}
          </DialogDescription>
        </DialogHeader>

        {accepted ? (
          <form
            className="grid gap-1.5"
            onSubmit={async (e) => {
              e.preventDefault();
              if (title.trim().length > MESSAGING_LIMITS.titleMax) return rename.setError(tm(MESSAGING_MESSAGES.titleTooLong));
              await rename.submit(title.trim(), { success: { title: tm(MESSAGING_MESSAGES.renamed) } });
            }}
          >
            <Label htmlFor="group-name">{tm(MESSAGING_MESSAGES.groupName)}</Label>
            <div className="flex gap-2">
              <Input
                id="group-name"
                value={title}
                maxLength={MESSAGING_LIMITS.titleMax}
                placeholder={tm(MESSAGING_MESSAGES.groupNamePlaceholder)}
                onChange={(e) => setTitle(e.target.value)}
              />
              <Button type="submit" variant="outline" disabled={rename.busy || title.trim() === (c.title ?? '')}>
                {tm(MESSAGING_MESSAGES.rename)}
              </Button>
            </div>
            <FormError message={rename.error} />
          </form>
        ) : null}

        <section aria-labelledby="group-members" className="grid gap-2">
          <h3 id="group-members" className="text-sm font-medium">
            {tm(MESSAGING_MESSAGES.membersTitle)}
          </h3>
          <ul className="grid gap-1" aria-label={t('messages.group.members', 'Group members')}>
            {c.members.map((m) => (
              <li key={m.user_id} className="flex items-center gap-3 rounded-md p-1.5">
                <Avatar src={m.avatar_url} alt="" className="size-8" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">
                    {memberName(m)}
                    {m.user_id === me ? ` ${t('messages.group.you', '(you)')}` : ''}
                  </span>
                  {m.username ? <span className="block truncate text-xs text-muted-foreground">@{m.username}</span> : null}
                </span>
                {m.user_id === c.created_by ? <Badge variant="secondary">{tm(MESSAGING_MESSAGES.startedBy)}</Badge> : null}
                {creator && m.user_id !== me ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${tm(MESSAGING_MESSAGES.remove)} ${memberName(m)}`}
                    disabled={remove.busy}
                    onClick={() => void remove.submit(m.user_id, { success: { title: tm(MESSAGING_MESSAGES.removed) } })}
                  >
                    <UserMinus aria-hidden className="size-4" />
                    <span className="sr-only sm:not-sr-only">{tm(MESSAGING_MESSAGES.remove)}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <FormError message={remove.error} />
        </section>

        {accepted ? <AddMembers c={c} me={me} /> : null}

        <div className="grid gap-2 border-t pt-3">
          {confirmLeave ? (
            <>
              <p className="text-sm">{tm(MESSAGING_MESSAGES.leaveConfirm)}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="destructive"
                  size="sm"
                  disabled={leave.busy}
                  onClick={async () => {
                    const r = await leave.submit(undefined, { success: { title: tm(MESSAGING_MESSAGES.left) } });
                    if (r.ok) {
                      onOpenChange(false);
                      onLeft();
                    }
                  }}
                >
                  {tm(MESSAGING_MESSAGES.leave)}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setConfirmLeave(false)}>
                  {t('common.cancel', 'Cancel')}
                </Button>
              </div>
            </>
          ) : (
            <Button variant="outline" size="sm" className="justify-self-start text-destructive" onClick={() => setConfirmLeave(true)}>
              <LogOut aria-hidden className="size-4" />
              {tm(MESSAGING_MESSAGES.leave)}
            </Button>
          )}
          <FormError message={leave.error} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Finds members (discovery) who are not in the group yet and adds the chosen ones. */
function AddMembers({ c, me }: { c: Conversation; me: string }) {
  const [q, setQ] = useState('');
  const [debounced, setDebounced] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const add = useAddMembers(c.id);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  const found = useQuery({
    queryKey: ['messages', 'find', debounced],
    queryFn: () => api('discover', { query: { q: debounced } }),
    enabled: debounced.length >= 2,
  });
  const inGroup = new Set(c.members.map((m) => m.user_id));
  const room = MESSAGING_LIMITS.groupMax - c.members.length;
  const candidates = (found.data?.members ?? []).filter((m) => m.id !== me && !inGroup.has(m.id));
  const toggle = (id: string) =>
    setPicked((list) => (list.includes(id) ? list.filter((x) => x !== id) : list.length >= room ? list : [...list, id]));
  return (
    <form
      className="grid gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!picked.length) return add.setError(tm(MESSAGING_MESSAGES.membersNeeded));
        const added = t('messages.group.added', '{count, plural, one {Member added.} other {# members added.}}', { count: picked.length });
        const r = await add.submit(picked, { success: { title: added } });
        if (r.ok) {
          setPicked([]);
          setQ('');
        }
      }}
    >
      <Label htmlFor="add-member">{tm(MESSAGING_MESSAGES.addMembers)}</Label>
      {room <= 0 ? (
        <p className="text-xs text-muted-foreground">{tm(MESSAGING_MESSAGES.tooManyMembers)}</p>
      ) : (
        <>
          <Input
            id="add-member"
            value={q}
            autoComplete="off"
            placeholder={t('messages.nameOrUsername', 'Name or username')}
            onChange={(e) => setQ(e.target.value)}
          />
          <ul className="grid max-h-48 gap-1 overflow-y-auto" aria-label={t('messages.group.toAdd', 'Members to add')}>
            {found.isFetching && !found.data ? (
              <li className="text-sm text-muted-foreground">{t('messages.searching', 'Searching...')}</li>
            ) : null}
            {found.isError ? (
              <li className="text-sm text-destructive">{t('messages.searchFailed', 'We could not search members. Please try again.')}</li>
            ) : null}
            {found.data && !candidates.length ? (
              <li className="text-sm text-muted-foreground">{t('messages.noMatch', 'No members match.')}</li>
            ) : null}
            {candidates.map((m) => (
              <MemberPickRow key={m.id} member={m} chosen={picked.includes(m.id)} onToggle={() => toggle(m.id)} />
            ))}
          </ul>
          <FormError message={add.error} />
          <Button type="submit" size="sm" className="justify-self-start" disabled={add.busy || !picked.length}>
            {picked.length ? `${tm(MESSAGING_MESSAGES.add)} (${picked.length})` : tm(MESSAGING_MESSAGES.add)}
          </Button>
        </>
      )}
    </form>
  );
}
