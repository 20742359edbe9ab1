import { MESSAGING_MESSAGES } from '@mb/contract/messaging';
import { ArrowLeft, MessageSquare, MessageSquarePlus, Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { NewMessageDialog } from './new-message-dialog';
import { useCreateConversation } from './queries';
import { MessagingSettingsForm } from './settings-form';
import { useMessagingUnread } from './unread';

/**
 * /messages (spec §2: no app layout). Two panes on a wide screen (the list, the open conversation);
 * one at a time on a phone, with a back button. `?c=<id>` is the open conversation, `?to=<member id>`
 * opens (or starts) the direct conversation with that member.
 */
export default function MessagesPage() {
  usePageMeta(
    `${tm(MESSAGING_MESSAGES.title)} · ${PRODUCT_NAME}`,
    t('messages.pageDescription', 'Your conversations with creators, studios and businesses.'),
  );
  const me = useSession()?.user.id ?? '';
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const [box, setBox] = useState<'inbox' | 'requests'>('inbox');
  const [newOpen, setNewOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const unread = useMessagingUnread();
  const create = useCreateConversation();
  const select = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete('to');
      if (id) next.set('c', id);
      else next.delete('c');
      return next;
    });

  // ?to=<member>: open the pair's conversation once, then address it by id.
  const to = params.get('to');
  const opening = useRef<string | null>(null);
  useEffect(() => {
    if (!to || opening.current === to) return;
    opening.current = to;
    void create.submit({ member_ids: [to] }).then((r) => {
      if (r.ok) select(r.data.id);
      else {
        toast.error(r.message ?? tm(MESSAGING_MESSAGES.loadFailed));
        select(null);
      }
    });
  });

  const requests = unread.data?.requests ?? 0;
  return (
    <div className="flex h-dvh flex-col bg-background text-foreground">
      <header className={cn('h-14 shrink-0 items-center gap-2 border-b px-3 md:flex', selected ? 'hidden' : 'flex')}>
        <Button asChild variant="ghost" size="icon" aria-label={t('messages.backToDashboard', 'Back to the dashboard')}>
          <Link to="/dashboard">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <MessageSquare className="size-5 text-primary" aria-hidden />
        <h1 className="text-base font-semibold">{tm(MESSAGING_MESSAGES.title)}</h1>
        <div className="ml-auto flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label={tm(MESSAGING_MESSAGES.settingsTitle)} onClick={() => setSettingsOpen(true)}>
            <Settings aria-hidden />
          </Button>
          <Button size="sm" onClick={() => setNewOpen(true)}>
            <MessageSquarePlus aria-hidden />
            <span className="hidden sm:inline">{tm(MESSAGING_MESSAGES.newMessage)}</span>
          </Button>
        </div>
      </header>
      <div className="flex min-h-0 flex-1">
        <aside
          className={cn('min-h-0 w-full flex-col border-r md:flex md:w-80 lg:w-96', selected ? 'hidden' : 'flex')}
          aria-label={t('messages.conversations', 'Conversations')}
        >
          <Tabs value={box} onValueChange={(v) => setBox(v as 'inbox' | 'requests')} className="flex min-h-0 flex-1 flex-col">
            <TabsList className="mx-3 mt-3">
              <TabsTrigger value="inbox" className="flex-1">
                {tm(MESSAGING_MESSAGES.inbox)}
                {unread.data?.total ? <span className="ml-1 tabular-nums">({unread.data.total})</span> : null}
              </TabsTrigger>
              <TabsTrigger value="requests" className="flex-1" data-testid="requests-tab">
                {tm(MESSAGING_MESSAGES.requests)}
                {requests ? <span className="ml-1 tabular-nums">({requests})</span> : null}
              </TabsTrigger>
            </TabsList>
            {(['inbox', 'requests'] as const).map((b) => (
              <TabsContent key={b} value={b} className="mt-0 min-h-0 flex-1 overflow-y-auto">
                <ConversationList box={b} me={me} selected={selected} onSelect={select} onNew={() => setNewOpen(true)} />
              </TabsContent>
            ))}
          </Tabs>
        </aside>
        <main className={cn('min-h-0 min-w-0 flex-1 flex-col', selected ? 'flex' : 'hidden md:flex')}>
          {selected ? (
            <ConversationPane key={selected} id={selected} me={me} onBack={() => select(null)} />
          ) : (
            <div className="m-auto flex max-w-sm flex-col items-center gap-3 p-6 text-center">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
                <MessageSquare className="size-6" aria-hidden />
              </span>
              <p className="font-semibold">{tm(MESSAGING_MESSAGES.pick)}</p>
              <p className="text-sm text-muted-foreground">{tm(MESSAGING_MESSAGES.emptyHint)}</p>
            </div>
          )}
        </main>
      </div>
      <NewMessageDialog open={newOpen} onOpenChange={setNewOpen} onOpened={(id) => select(id)} me={me} />
      <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{tm(MESSAGING_MESSAGES.settingsTitle)}</DialogTitle>
            <DialogDescription>{t('messages.settingsElsewhere', 'Also in Settings, on the Privacy tab.')}</DialogDescription>
          </DialogHeader>
          <MessagingSettingsForm />
        </DialogContent>
      </Dialog>
    </div>
  );
}
