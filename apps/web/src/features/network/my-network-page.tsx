import type { ConnectionRequest, NetworkMember } from '@mb/contract/network';
import { Inbox, Send, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { ConfirmActionDialog, type ConfirmText, confirmRemove, confirmWithdraw } from './confirm-action';
import { MemberListSkeleton, MemberRow, memberName, NetworkMemberList } from './member-list';
import { NETWORK_DONE, type NetworkAction, useConnectionRequests, useNetworkAction } from './queries';

const TABS = ['requests', 'connections', 'following', 'followers'] as const;
type Tab = (typeof TABS)[number];
const tabLabel = (tab: Tab): string =>
  ({
    requests: t('network.tab.requests', 'Requests'),
    connections: t('network.tab.connections', 'Connections'),
    following: t('network.tab.following', 'Following'),
    followers: t('network.tab.followers', 'Followers'),
  })[tab];

/** One button that does one network action for a row, with the outcome in a toast; `confirm` asks first. */
function ActionButton({
  action,
  label,
  variant = 'outline',
  confirm,
}: {
  action: NetworkAction;
  label: string;
  variant?: 'default' | 'outline';
  confirm?: ConfirmText;
}) {
  const write = useNetworkAction();
  const [asking, setAsking] = useState(false);
  const run = async () =>
    (
      await write.submit(action, {
        success: { title: NETWORK_DONE[action.kind] },
        failure: (m) => ({ title: m ?? t('network.failed', 'That did not work. Try again.') }),
      })
    ).ok;
  return (
    <>
      <Button size="sm" variant={variant} disabled={write.busy} onClick={() => (confirm ? setAsking(true) : void run())}>
        {label}
      </Button>
      {confirm ? <ConfirmActionDialog open={asking} onOpenChange={setAsking} text={confirm} onConfirm={run} /> : null}
    </>
  );
}

function RequestRow({ request }: { request: ConnectionRequest }) {
  const m = request.member;
  const name = memberName(m);
  return (
    <MemberRow member={m}>
      {request.direction === 'incoming' ? (
        <>
          <ActionButton
            variant="default"
            label={t('network.accept', 'Accept')}
            action={{ kind: 'accept', userId: m.user_id, requestId: request.id }}
          />
          <ActionButton label={t('network.decline', 'Decline')} action={{ kind: 'decline', userId: m.user_id, requestId: request.id }} />
        </>
      ) : (
        <ActionButton
          label={t('network.withdraw', 'Withdraw')}
          action={{ kind: 'withdraw', userId: m.user_id }}
          confirm={confirmWithdraw(name)}
        />
      )}
      <span className="sr-only">
        {request.direction === 'incoming'
          ? t('network.requestFrom', 'Request from {name}', { name })
          : t('network.requestTo', 'Request to {name}', { name })}
      </span>
    </MemberRow>
  );
}

function RequestList({ items, empty }: { items: ConnectionRequest[]; empty: string }) {
  if (items.length === 0) return <p className="py-4 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y">
      {items.map((r) => (
        <li key={r.id} data-testid={`request-${r.direction}`}>
          <ul>
            <RequestRow request={r} />
          </ul>
          {r.note ? (
            <blockquote className="mb-3 ml-14 rounded-md border-l-2 border-primary/60 bg-muted/50 px-3 py-2 text-sm break-words whitespace-pre-line">
              {r.note}
            </blockquote>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function RequestsTab() {
  const q = useConnectionRequests();
  if (q.isPending) return <MemberListSkeleton label={t('network.requests.loading', 'Loading requests')} rows={3} />;
  if (q.isError)
    return (
      <ErrorState
        message={q.error.message || t('network.requests.failed', 'Your requests could not be loaded.')}
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  const pages = q.data.pages;
  const incoming = pages.flatMap((p) => p.incoming);
  const outgoing = pages[0]?.outgoing ?? [];
  const incomingCount = Math.max(pages[0]?.incoming_count ?? 0, incoming.length);
  if (incoming.length === 0 && outgoing.length === 0)
    return (
      <EmptyState icon={Inbox} title={t('network.requests.none', 'No waiting requests')}>
        {t(
          'network.requests.noneText',
          'When a member asks to connect with you, their request and note show here. Connect with members from their profile.',
        )}
      </EmptyState>
    );
  return (
    <div className="grid gap-6">
      <section aria-labelledby="incoming-title" className="grid gap-1">
        <h2 id="incoming-title" className="flex items-center gap-2 font-semibold">
          <Inbox className="size-4" aria-hidden="true" />
          {t('network.requests.received', 'Received')} <Badge variant="secondary">{incomingCount}</Badge>
        </h2>
        <RequestList items={incoming} empty={t('network.requests.noneReceived', 'No requests waiting for your answer.')} />
        {q.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-center"
            onClick={() => void q.fetchNextPage()}
            disabled={q.isFetchingNextPage}
            aria-label={t('network.requests.more', 'Show more received requests')}
          >
            {q.isFetchingNextPage ? t('network.loading', 'Loading…') : t('network.showMore', 'Show more')}
          </Button>
        ) : null}
      </section>
      <section aria-labelledby="outgoing-title" className="grid gap-1">
        <h2 id="outgoing-title" className="flex items-center gap-2 font-semibold">
          <Send className="size-4" aria-hidden="true" />
          {t('network.requests.sent', 'Sent')} <Badge variant="secondary">{outgoing.length}</Badge>
        </h2>
        <RequestList items={outgoing} empty={t('network.requests.noneSent', 'No requests of yours are waiting.')} />
      </section>
    </div>
  );
}

function ListTab({ userId, kind }: { userId: string; kind: 'connections' | 'following' | 'followers' }) {
  const actions =
    kind === 'connections'
      ? (m: NetworkMember) => (
          <ActionButton
            label={t('network.remove', 'Remove')}
            action={{ kind: 'remove', userId: m.user_id }}
            confirm={confirmRemove(memberName(m))}
          />
        )
      : kind === 'following'
        ? (m: NetworkMember) => <ActionButton label={t('network.unfollow', 'Unfollow')} action={{ kind: 'unfollow', userId: m.user_id }} />
        : undefined;
  const empty = {
    connections: (
      <EmptyState icon={Users} title={t('network.connections.none', 'No connections yet')}>
        {t(
          'network.connections.noneText',
          'Connect with creators, studios and businesses you work with: their profile has a Connect button.',
        )}
      </EmptyState>
    ),
    following: (
      <EmptyState icon={UserCheck} title={t('network.following.none', 'You follow no one yet')}>
        {t('network.following.noneText', 'Follow members to see what they post in your activity feed.')}
      </EmptyState>
    ),
    followers: (
      <EmptyState icon={Users} title={t('network.followers.none', 'No followers yet')}>
        {t('network.followers.noneText', 'A complete profile and a few portfolio items help members find and follow you.')}
      </EmptyState>
    ),
  }[kind];
  return <NetworkMemberList userId={userId} kind={kind} actions={actions} empty={empty} />;
}

/** /my-network: the member's waiting requests, connections, who they follow and who follows them. */
export default function MyNetworkPage() {
  usePageMeta(
    `${t('network.title', 'My Network')} · ${PRODUCT_NAME}`,
    t('network.meta', 'Your connection requests, connections, and who you follow.'),
  );
  const me = useSession()?.user.id;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.find((k) => k === requested) ?? 'requests';
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8" aria-labelledby="my-network-title">
      <div className="grid gap-1">
        <h1 id="my-network-title" className="text-2xl font-bold tracking-tight">
          {t('network.title', 'My Network')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('network.lead', 'Connection requests, your connections, who you follow and who follows you.')}
        </p>
      </div>
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(v) => {
          const next = new URLSearchParams(params);
          next.set('tab', v);
          setParams(next, { replace: true });
        }}
      >
        <TabsList className="h-auto flex-wrap justify-start">
          {TABS.map((k) => (
            <TabsTrigger key={k} value={k}>
              {tabLabel(k)}
            </TabsTrigger>
          ))}
        </TabsList>
        <Card className="mt-4">
          <CardHeader className="sr-only">
            <CardTitle>{tabLabel(tab)}</CardTitle>
            <CardDescription>{t('network.yours', 'Your network')}</CardDescription>
          </CardHeader>
          <CardContent className="pt-4">
            <TabsContent value="requests" className="mt-0">
              <RequestsTab />
            </TabsContent>
            {me
              ? (['connections', 'following', 'followers'] as const).map((k) => (
                  <TabsContent key={k} value={k} className="mt-0">
                    <ListTab userId={me} kind={k} />
                  </TabsContent>
                ))
              : null}
          </CardContent>
        </Card>
      </Tabs>
    </section>
  );
}
