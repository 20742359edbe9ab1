import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '@mb/contract/messaging';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { api } from '../../lib/api';
import { t, tm } from '../../lib/i18n';
import { MemberPickRow } from './member-pick-row';
import { useCreateConversation } from './queries';

interface Picked {
  id: string;
  name: string;
  avatar_url: string | null;
}

/** Find members by name or username and open a conversation: one member direct, more a group (up to 20 with you). */
export function NewMessageDialog({
  open,
  onOpenChange,
  onOpened,
  me,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  onOpened: (id: string) => void;
  me: string;
}) {
  const [q, setQ] = useState('');
  const [debounced, setDebounced] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [title, setTitle] = useState('');
  const create = useCreateConversation();
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  const found = useQuery({
    queryKey: ['messages', 'find', debounced],
    queryFn: () => api('discover', { query: { q: debounced } }),
    enabled: open && debounced.length >= 2,
  });
  const full = picked.length + 1 >= MESSAGING_LIMITS.groupMax;
  const toggle = (p: Picked) =>
    setPicked((list) => (list.some((x) => x.id === p.id) ? list.filter((x) => x.id !== p.id) : full ? list : [...list, p]));
  return (
    <Dialog
      open={open}
      onOpenChange={(v) => {
        onOpenChange(v);
        if (!v) {
          setQ('');
          setPicked([]);
          setTitle('');
          create.reset();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{tm(MESSAGING_MESSAGES.newMessage)}</DialogTitle>
          <DialogDescription>
            {t('messages.new.intro', 'Choose one member for a direct conversation, or several for a group (up to {max} with you).', {
              max: MESSAGING_LIMITS.groupMax,
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!picked.length) return create.setError(tm(MESSAGING_MESSAGES.membersNeeded));
            const r = await create.submit({
              member_ids: picked.map((p) => p.id),
              title: picked.length > 1 && title.trim() ? title.trim() : undefined,
            });
            if (r.ok) {
              onOpened(r.data.id);
              onOpenChange(false);
              setPicked([]);
              setQ('');
            }
          }}
        >
          {picked.length ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('messages.new.chosen', 'Chosen members')}>
              {picked.map((p) => (
                <li key={p.id} className="flex items-center gap-1 rounded-full border py-0.5 pr-2 pl-1 text-xs">
                  <Avatar src={p.avatar_url} alt="" className="size-5" />
                  {p.name}
                  <button type="button" aria-label={t('messages.removeFile', 'Remove {name}', { name: p.name })} onClick={() => toggle(p)}>
                    <X className="size-3" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor="find-member">{t('messages.new.find', 'Find a member')}</Label>
            <Input
              id="find-member"
              value={q}
              autoComplete="off"
              placeholder={t('messages.nameOrUsername', 'Name or username')}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
          <ul className="grid max-h-60 gap-1 overflow-y-auto" aria-label={t('messages.new.found', 'Members found')}>
            {found.isFetching && !found.data ? (
              <li className="text-sm text-muted-foreground">{t('messages.searching', 'Searching...')}</li>
            ) : null}
            {found.isError ? (
              <li className="text-sm text-destructive">{t('messages.searchFailed', 'We could not search members. Please try again.')}</li>
            ) : null}
            {found.data && !found.data.members.filter((m) => m.id !== me).length ? (
              <li className="text-sm text-muted-foreground">{t('messages.noMatch', 'No members match.')}</li>
            ) : null}
            {found.data?.members
              .filter((m) => m.id !== me)
              .map((m) => (
                <MemberPickRow
                  key={m.id}
                  member={m}
                  chosen={picked.some((p) => p.id === m.id)}
                  onToggle={() => toggle({ id: m.id, name: m.display_name ?? `@${m.username}`, avatar_url: m.avatar_url })}
                />
              ))}
          </ul>
          {picked.length > 1 ? (
            <div className="grid gap-1.5">
              <Label htmlFor="group-title">{t('messages.new.groupName', 'Group name (optional)')}</Label>
              <Input id="group-title" value={title} maxLength={MESSAGING_LIMITS.titleMax} onChange={(e) => setTitle(e.target.value)} />
            </div>
          ) : null}
          {full ? <p className="text-xs text-muted-foreground">{tm(MESSAGING_MESSAGES.tooManyMembers)}</p> : null}
          <FormError message={create.error} />
          <DialogFooter>
            <Button type="submit" disabled={create.busy}>
              {create.busy
                ? t('messages.new.opening', 'Opening...')
                : picked.length > 1
                  ? t('messages.new.startGroup', 'Start group')
                  : t('messages.new.start', 'Start conversation')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
