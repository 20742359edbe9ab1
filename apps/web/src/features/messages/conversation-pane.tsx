import { type Conversation, MESSAGING_LIMITS, MESSAGING_MESSAGES, type Message, type MessageAttachment } from '@mb/contract/messaging';
import { ArrowLeft, Flag, MoreVertical, Search, ShieldBan, Users, X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ErrorState, Loading } from '../../components/page/states';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { intlLocale, t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Composer } from './composer';
import { GroupDialog } from './group-dialog';
import { MessageItem, SystemLine } from './message-item';
import { conversationName, memberName, otherMembers } from './names';
import {
  type PendingMessage,
  type RequestAction,
  useConversation,
  useDeleteMessage,
  useEditMessage,
  useMarkRead,
  useRequestAction,
  useSendMessage,
  useSendTyping,
  useThread,
  useTypingMembers,
} from './queries';
import { ReportDialog } from './report-dialog';

/** The right pane: one conversation, live (messages, typing, read receipts), with its composer. */
export function ConversationPane({ id, me, onBack }: { id: string; me: string; onBack: () => void }) {
  const conv = useConversation(id);
  if (conv.isPending)
    return (
      <Loading label={t('messages.loadingConversation', 'Loading conversation...')} className="grid gap-4 p-4">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="ml-auto h-16 w-1/2" />
      </Loading>
    );
  if (conv.isError)
    return (
      <div className="p-4">
        <Button variant="ghost" size="sm" onClick={onBack} className="mb-3 md:hidden">
          <ArrowLeft aria-hidden />
          {tm(MESSAGING_MESSAGES.back)}
        </Button>
        <ErrorState
          message={
            conv.error && 'status' in conv.error && conv.error.status === 404
              ? tm(MESSAGING_MESSAGES.notFound)
              : tm(MESSAGING_MESSAGES.loadFailed)
          }
          onRetry={() => void conv.refetch()}
        />
      </div>
    );
  return <Live c={conv.data} me={me} onBack={onBack} />;
}

function Live({ c, me, onBack }: { c: Conversation; me: string; onBack: () => void }) {
  const [reads, setReads] = useState<Record<string, number>>({});
  const { typing, saw, stopped } = useTypingMembers();
  const onRead = useCallback((userId: string, seq: number) => setReads((r) => ({ ...r, [userId]: Math.max(r[userId] ?? 0, seq) })), []);
  const thread = useThread(c.id, saw, onRead);
  const send = useSendMessage(c.id);
  const edit = useEditMessage(c.id);
  const del = useDeleteMessage(c.id);
  const markRead = useMarkRead(c.id);
  const sendTyping = useSendTyping(c.id);
  const request = useRequestAction(c.id);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [searching, setSearching] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [groupOpen, setGroupOpen] = useState(false);
  const others = otherMembers(c, me);
  const byId = useMemo(() => new Map(c.members.map((m) => [m.user_id, m])), [c.members]);
  const items = thread.data?.items ?? [];
  const lastSeq = items.at(-1)?.seq ?? 0;
  const myRead = c.members.find((m) => m.user_id === me)?.last_read_seq ?? 0;

  // A message from someone ends their typing indicator.
  useEffect(() => {
    const last = items.at(-1);
    if (last) stopped(last.sender_id);
  }, [items, stopped]);

  // Read marks while the conversation is open and the tab visible; a regular one also says the tab is still here.
  const readUpTo = useRef(0);
  useEffect(() => {
    if (c.status !== 'accepted') return;
    const mark = (force: boolean) => {
      if (document.visibilityState !== 'visible') return;
      if (!force && lastSeq <= Math.max(readUpTo.current, myRead)) return;
      readUpTo.current = Math.max(readUpTo.current, lastSeq);
      void markRead(lastSeq).catch(() => {});
    };
    mark(false);
    const onVisible = () => mark(false);
    document.addEventListener('visibilitychange', onVisible);
    const beat = setInterval(() => mark(true), MESSAGING_LIMITS.presenceEveryMs);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(beat);
    };
  }, [lastSeq, myRead, markRead, c.status]);

  // Keep the newest message in view when one arrives (unless the reader scrolled up to read older ones).
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  });

  const sendOne = useCallback(
    async (p: PendingMessage) => {
      setPending((list) => [...list.filter((x) => x.client_id !== p.client_id), { ...p, failed: false }]);
      const r = await send.submit({ client_id: p.client_id, body: p.body, attachment_ids: p.attachment_ids });
      if (r.ok) {
        thread.add(r.data);
        setPending((list) => list.filter((x) => x.client_id !== p.client_id));
      } else {
        setPending((list) => list.map((x) => (x.client_id === p.client_id ? { ...x, failed: true } : x)));
        toast.error(tm(MESSAGING_MESSAGES.sendFailed), { description: r.message ?? undefined });
      }
    },
    [send, thread],
  );

  const onSend = (body: string, attachments: MessageAttachment[]) => {
    pinned.current = true;
    void sendOne({ client_id: crypto.randomUUID(), body, attachment_ids: attachments.map((a) => a.id), failed: false });
    return true;
  };

  const act = async (action: RequestAction) => {
    const done = tm(
      { accept: MESSAGING_MESSAGES.accepted, ignore: MESSAGING_MESSAGES.ignored, block: MESSAGING_MESSAGES.blockedDone }[action],
    );
    const r = await request.submit(action, { success: { title: done } });
    if (r.ok && action !== 'accept') onBack();
  };

  // Receipts: in a direct conversation 'Seen' under my newest message the other member has read; in a group, how many.
  const readOf = (userId: string) => Math.max(reads[userId] ?? 0, byId.get(userId)?.last_read_seq ?? 0);
  const lastMine = [...items].reverse().find((m) => m.sender_id === me && !m.deleted);
  const receiptFor = (m: Message) => {
    if (m.id !== lastMine?.id) return null;
    const seen = others.filter((o) => o.last_read_seq !== null || reads[o.user_id] !== undefined).filter((o) => readOf(o.user_id) >= m.seq);
    if (!seen.length) return null;
    return c.kind === 'direct' ? tm(MESSAGING_MESSAGES.seen) : t('messages.seenBy', 'Seen by {count}', { count: seen.length });
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label={tm(MESSAGING_MESSAGES.back)} className="md:hidden">
          <ArrowLeft aria-hidden />
        </Button>
        <Avatar src={others[0]?.avatar_url} alt="" className="size-9" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-semibold">{conversationName(c, me)}</h2>
          <p className="truncate text-xs text-muted-foreground" aria-live="polite" data-testid="typing">
            {typing.length
              ? t('messages.typing', '{count, plural, one {{name} is typing…} other {# people are typing…}}', {
                  count: typing.length,
                  name: memberName(byId.get(typing[0] ?? '')),
                })
              : c.kind === 'group'
                ? t('messages.memberCount', '{count} members', { count: c.members.length })
                : ''}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={tm(MESSAGING_MESSAGES.search)}
          aria-pressed={searching}
          onClick={() => setSearching((s) => !s)}
        >
          <Search aria-hidden />
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('messages.options', 'Conversation options')}>
              <MoreVertical aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {c.kind === 'group' ? (
              <DropdownMenuItem onSelect={() => setGroupOpen(true)}>
                <Users aria-hidden className="size-4" />
                {tm(MESSAGING_MESSAGES.membersTitle)}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={() => setReporting(true)}>
              <Flag aria-hidden className="size-4" />
              {tm(MESSAGING_MESSAGES.report)}
            </DropdownMenuItem>
            {c.kind === 'direct' ? (
              <DropdownMenuItem onSelect={() => void act('block')} className="text-destructive">
                <ShieldBan aria-hidden className="size-4" />
                {tm(MESSAGING_MESSAGES.block)}
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      </header>
      {searching ? <SearchPanel id={c.id} me={me} onClose={() => setSearching(false)} /> : null}
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4"
        onScroll={(e) => {
          const el = e.currentTarget;
          pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        {thread.isPending ? (
          <Loading label={t('messages.loadingMessages', 'Loading messages...')} className="grid gap-3">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="ml-auto h-12 w-1/2" />
          </Loading>
        ) : thread.isError ? (
          <ErrorState message={tm(MESSAGING_MESSAGES.loadFailed)} onRetry={() => void thread.refetch()} />
        ) : (
          <>
            {thread.data.hasOlder ? (
              <div className="mb-3 flex justify-center">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    pinned.current = false;
                    void thread.loadOlder();
                  }}
                >
                  {t('messages.loadOlder', 'Load older messages')}
                </Button>
              </div>
            ) : null}
            {!items.length && !pending.length ? (
              <p className="py-10 text-center text-sm text-muted-foreground">{t('messages.sayHello', 'No messages yet. Say hello.')}</p>
            ) : null}
            <ol className="grid gap-3" aria-label={tm(MESSAGING_MESSAGES.title)}>
              {items.map((m, i) =>
                m.kind === 'system' ? (
                  <SystemLine key={m.id} m={m} />
                ) : (
                  <MessageItem
                    key={m.id}
                    m={m}
                    mine={m.sender_id === me}
                    senderName={memberName(byId.get(m.sender_id))}
                    showSender={c.kind === 'group' && (items[i - 1]?.sender_id !== m.sender_id || items[i - 1]?.kind === 'system')}
                    receipt={receiptFor(m)}
                    onEdit={async (body) => (await edit.submit({ messageId: m.id, body })).ok}
                    onDelete={() =>
                      void del.submit(m.id, { failure: { title: t('messages.deleteFailed', 'Could not delete the message.') } })
                    }
                  />
                ),
              )}
              {pending.map((p) => (
                <li key={p.client_id} className="flex flex-col items-end gap-1" data-testid="pending-message">
                  <div className="max-w-[85%] rounded-2xl bg-primary/60 px-3 py-2 text-sm text-primary-foreground md:max-w-[70%]">
                    <p className="whitespace-pre-wrap break-words">{p.body || t('messages.attachment', 'Attachment')}</p>
                  </div>
                  <span className="px-1 text-[11px] text-muted-foreground">
                    {p.failed ? (
                      <button type="button" className="text-destructive underline" onClick={() => void sendOne(p)}>
                        {t('messages.notSent', 'Not sent. Retry')}
                      </button>
                    ) : (
                      tm(MESSAGING_MESSAGES.sending)
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
      {c.status === 'request' ? (
        <div className="grid gap-2 border-t bg-muted/40 p-3" data-testid="request-banner">
          <p className="text-sm">
            {t('messages.requestFrom', '{name} wants to send you a message.', { name: others.map(memberName).join(', ') })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void act('accept')} disabled={request.busy}>
              {tm(MESSAGING_MESSAGES.accept)}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void act('ignore')} disabled={request.busy}>
              {tm(MESSAGING_MESSAGES.ignore)}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void act('block')} disabled={request.busy}>
              {tm(MESSAGING_MESSAGES.block)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setReporting(true)}>
              {tm(MESSAGING_MESSAGES.report)}
            </Button>
          </div>
        </div>
      ) : c.can_send ? (
        <Composer conversationId={c.id} disabled={false} onSend={onSend} onTyping={sendTyping} />
      ) : (
        <p className="border-t p-3 text-center text-sm text-muted-foreground" data-testid="cannot-send">
          {tm(MESSAGING_MESSAGES.blocked)}
        </p>
      )}
      <ReportDialog id={c.id} open={reporting} onOpenChange={setReporting} />
      {c.kind === 'group' ? <GroupDialog c={c} me={me} open={groupOpen} onOpenChange={setGroupOpen} onLeft={onBack} /> : null}
    </div>
  );
}

function SearchPanel({ id, me, onClose }: { id: string; me: string; onClose: () => void }) {
  const [q, setQ] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'done' | 'error'; items: Message[] }>({ status: 'idle', items: [] });
  useEffect(() => {
    const text = q.trim();
    if (!text) return setState({ status: 'idle', items: [] });
    setState((s) => ({ ...s, status: 'loading' }));
    const timer = setTimeout(() => {
      api('conversationMessages', { params: { id }, query: { q: text.slice(0, 100) } })
        .then((r) => setState({ status: 'done', items: r.items }))
        .catch(() => setState({ status: 'error', items: [] }));
    }, 250);
    return () => clearTimeout(timer);
  }, [q, id]);
  return (
    <div className="grid max-h-64 gap-2 overflow-y-auto border-b p-3">
      <div className="flex items-center gap-2">
        <Input
          autoFocus
          aria-label={tm(MESSAGING_MESSAGES.search)}
          placeholder={tm(MESSAGING_MESSAGES.search)}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <Button variant="ghost" size="icon" aria-label={t('messages.closeSearch', 'Close search')} onClick={onClose}>
          <X aria-hidden />
        </Button>
      </div>
      {state.status === 'loading' ? <p className="text-xs text-muted-foreground">{t('messages.searching', 'Searching...')}</p> : null}
      {state.status === 'error' ? <p className="text-xs text-destructive">{tm(MESSAGING_MESSAGES.loadFailed)}</p> : null}
      {state.status === 'done' && !state.items.length ? (
        <p className="text-xs text-muted-foreground">{tm(MESSAGING_MESSAGES.searchEmpty)}</p>
      ) : null}
      <ul className="grid gap-1" aria-label={t('messages.searchResults', 'Search results')}>
        {state.items.map((m) => (
          <li key={m.id} className="rounded-md bg-muted/50 p-2 text-sm">
            <span className="block text-xs text-muted-foreground">
              {m.sender_id === me ? t('messages.you', 'You') : t('messages.them', 'Them')} ·{' '}
              {new Date(m.created_at).toLocaleString(intlLocale())}
            </span>
            {m.body}
          </li>
        ))}
      </ul>
    </div>
  );
}
