import type { Conversation, ConversationList, Message, MessagingSettings } from '@mb/contract/messaging';
import { MESSAGING_LIMITS } from '@mb/contract/messaging';
import type { RealtimeEvent } from '@mb/contract/realtime';
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { useWrite } from '../../lib/write';
import { messagingKeys } from './unread';

// Messages' reads and writes (issue 13). The list and the unread count follow `inbox.changed` on the
// member's own topic; an open conversation follows `conversation:{id}` and reads what it missed by
// sequence (`after`), so every message shows once and in the server's order, across reconnects too.

export function useConversations(box: 'inbox' | 'requests') {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  useRealtime(
    me ? `user:${me}` : null,
    (event) => {
      if (event.type === 'inbox.changed') {
        void qc.invalidateQueries({ queryKey: ['messages', 'list', me] });
        void qc.invalidateQueries({ queryKey: messagingKeys.conversation(me, event.data.conversation_id) });
      }
    },
    () => void qc.invalidateQueries({ queryKey: ['messages', 'list', me] }),
  );
  return useInfiniteQuery<ConversationList, Error, InfiniteData<ConversationList>, readonly unknown[], string | undefined>({
    queryKey: messagingKeys.list(me, box),
    queryFn: ({ pageParam }) => api('conversations', { query: { box, cursor: pageParam } }),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: Boolean(me),
    staleTime: 0,
  });
}

export function useConversation(id: string | null) {
  const me = useSession()?.user.id ?? '';
  return useQuery<Conversation>({
    queryKey: messagingKeys.conversation(me, id ?? ''),
    queryFn: () => api('conversation', { params: { id: id ?? '' } }),
    enabled: Boolean(me && id),
    staleTime: 0,
  });
}

/** A message being sent: shown at once, matched to the server's by its client id. */
export interface PendingMessage {
  client_id: string;
  body: string;
  attachment_ids: string[];
  failed: boolean;
}

export interface Thread {
  items: Message[];
  hasOlder: boolean;
}

const merge = (items: Message[], incoming: Message[]): Message[] => {
  const bySeq = new Map(items.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
};

/**
 * One open conversation's messages: the newest page, then whatever arrives. Live events only say
 * "something new after seq N": the thread reads `after` its own last sequence (one read at a time),
 * so a burst, a duplicate event or a reconnect all end with each message once, in order.
 */
export function useThread(id: string, onTyping: (userId: string) => void, onRead: (userId: string, seq: number) => void) {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  const key = messagingKeys.thread(me, id);
  const query = useQuery<Thread>({
    queryKey: key,
    queryFn: async () => {
      const r = await api('conversationMessages', { params: { id }, query: {} });
      return { items: r.items, hasOlder: r.has_more };
    },
    enabled: Boolean(me && id),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const reading = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const catchUp = useCallback(async () => {
    if (reading.current) {
      again.current = true;
      return reading.current;
    }
    const run = async () => {
      do {
        again.current = false;
        const current = qc.getQueryData<Thread>(key);
        if (!current) return;
        const last = current.items.at(-1)?.seq ?? 0;
        let more = true;
        let from = last;
        while (more) {
          const r = await api('conversationMessages', { params: { id }, query: { after: from } });
          qc.setQueryData<Thread>(key, (t) => (t ? { ...t, items: merge(t.items, r.items) } : t));
          from = r.items.at(-1)?.seq ?? from;
          more = r.has_more;
        }
      } while (again.current);
    };
    reading.current = run().finally(() => {
      reading.current = null;
    });
    return reading.current;
  }, [qc, id, key]);

  const refreshOne = useCallback(
    async (seq: number) => {
      const r = await api('conversationMessages', { params: { id }, query: { after: seq - 1, limit: 1 } });
      qc.setQueryData<Thread>(key, (t) => (t ? { ...t, items: merge(t.items, r.items) } : t));
    },
    [qc, id, key],
  );

  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.type === 'message.created') void catchUp().catch(() => {});
      else if (event.type === 'message.updated') void refreshOne(event.data.seq).catch(() => {});
      else if (event.type === 'conversation.typing' && event.data.user_id !== me) onTyping(event.data.user_id);
      else if (event.type === 'conversation.read') onRead(event.data.user_id, event.data.seq);
      // Members or the name changed (or the reader was removed: the conversation then reads as not available).
      else if (event.type === 'conversation.members') void qc.invalidateQueries({ queryKey: messagingKeys.conversation(me, id) });
    },
    [catchUp, refreshOne, me, onTyping, onRead, qc, id],
  );
  useRealtime(me && id ? `conversation:${id}` : null, onEvent, () => void catchUp().catch(() => {}));

  const loadOlder = useCallback(async () => {
    const current = qc.getQueryData<Thread>(key);
    const first = current?.items[0]?.seq;
    if (!first) return;
    const r = await api('conversationMessages', { params: { id }, query: { before: first } });
    qc.setQueryData<Thread>(key, (t) => (t ? { items: merge(t.items, r.items), hasOlder: r.has_more } : t));
  }, [qc, id, key]);

  const add = useCallback((m: Message) => qc.setQueryData<Thread>(key, (t) => (t ? { ...t, items: merge(t.items, [m]) } : t)), [qc, key]);
  return { ...query, catchUp, loadOlder, add };
}

/** Members typing now in one conversation (each shown for a few seconds after their last event). */
export function useTypingMembers() {
  const [typing, setTyping] = useState<Record<string, number>>({});
  useEffect(() => {
    const names = Object.keys(typing);
    if (!names.length) return;
    const next = Math.min(...Object.values(typing)) + MESSAGING_LIMITS.typingShowMs - Date.now();
    const timer = setTimeout(
      () => setTyping((t) => Object.fromEntries(Object.entries(t).filter(([, at]) => at + MESSAGING_LIMITS.typingShowMs > Date.now()))),
      Math.max(50, next),
    );
    return () => clearTimeout(timer);
  }, [typing]);
  const saw = useCallback((userId: string) => setTyping((t) => ({ ...t, [userId]: Date.now() })), []);
  const stopped = useCallback((userId: string) => setTyping(({ [userId]: _, ...rest }) => rest), []);
  return { typing: Object.keys(typing), saw, stopped };
}

export function useSendMessage(id: string) {
  return useWrite({
    mutationFn: (v: { client_id: string; body: string; attachment_ids: string[] }) =>
      api('sendMessage', { params: { id }, body: { client_id: v.client_id, body: v.body, attachment_ids: v.attachment_ids } }),
  });
}

export function useEditMessage(id: string) {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (v: { messageId: string; body: string }) =>
      api('editMessage', { params: { id, messageId: v.messageId }, body: { body: v.body } }),
    onSuccess: (m) => qc.setQueryData<Thread>(messagingKeys.thread(me, id), (t) => (t ? { ...t, items: merge(t.items, [m]) } : t)),
  });
}

export function useDeleteMessage(id: string) {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (messageId: string) => api('deleteMessage', { params: { id, messageId } }),
    onSuccess: (m) => qc.setQueryData<Thread>(messagingKeys.thread(me, id), (t) => (t ? { ...t, items: merge(t.items, [m]) } : t)),
  });
}

export function useMarkRead(id: string) {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  return useCallback(
    async (seq: number) => {
      const r = await api('markConversationRead', { params: { id }, body: { seq } });
      qc.setQueryData(messagingKeys.unread(me), r.unread);
      qc.setQueryData<Conversation>(messagingKeys.conversation(me, id), (c) =>
        c
          ? {
              ...c,
              unread: Math.max(0, c.last_seq - r.last_read_seq),
              members: c.members.map((m) => (m.user_id === me ? { ...m, last_read_seq: r.last_read_seq } : m)),
            }
          : c,
      );
      void qc.invalidateQueries({ queryKey: ['messages', 'list', me] });
    },
    [qc, id, me],
  );
}

export function useSendTyping(id: string) {
  const last = useRef(0);
  return useCallback(() => {
    if (Date.now() - last.current < MESSAGING_LIMITS.typingEveryMs) return;
    last.current = Date.now();
    void api('conversationTyping', { params: { id } }).catch(() => {});
  }, [id]);
}

export function useCreateConversation() {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (v: { member_ids: string[]; title?: string; group?: boolean }) => api('createConversation', { body: v }),
    onSuccess: (c) => {
      qc.setQueryData(messagingKeys.conversation(me, c.id), c);
      void qc.invalidateQueries({ queryKey: ['messages', 'list', me] });
    },
  });
}

export type RequestAction = 'accept' | 'ignore' | 'block';
export function useRequestAction(id: string) {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (action: RequestAction) =>
      api(action === 'accept' ? 'acceptMessageRequest' : action === 'ignore' ? 'ignoreMessageRequest' : 'blockFromConversation', {
        params: { id },
      }),
    onSuccess: (c) => {
      qc.setQueryData(messagingKeys.conversation(me, c.id), c);
      void qc.invalidateQueries({ queryKey: messagingKeys.all });
    },
  });
}

export function useReportConversation(id: string) {
  return useWrite({
    mutationFn: (v: {
      category: 'spam' | 'impersonation' | 'underage_concern' | 'non_consensual' | 'harassment' | 'other';
      details?: string;
    }) => api('reportConversation', { params: { id }, body: v }),
  });
}

export function useMessagingSettings() {
  const me = useSession()?.user.id ?? '';
  return useQuery<MessagingSettings>({
    queryKey: messagingKeys.settings(me),
    queryFn: () => api('messagingSettings'),
    enabled: Boolean(me),
  });
}

export function useUpdateMessagingSettings() {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (patch: Partial<MessagingSettings>) => api('updateMessagingSettings', { body: patch }),
    onMutate: async (patch) => {
      const before = qc.getQueryData<MessagingSettings>(messagingKeys.settings(me));
      if (before) qc.setQueryData(messagingKeys.settings(me), { ...before, ...patch });
      return before;
    },
    onError: (_e, _v, before) => {
      if (before) qc.setQueryData(messagingKeys.settings(me), before);
    },
    onSuccess: (s) => qc.setQueryData(messagingKeys.settings(me), s),
  });
}

// ---- groups: add (any accepted member), remove (the creator), leave (anyone), rename (any accepted member)

function useGroupWrite<V>(id: string, call: (v: V) => Promise<Conversation>) {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: call,
    onSuccess: (c) => {
      qc.setQueryData(messagingKeys.conversation(me, id), c);
      void qc.invalidateQueries({ queryKey: ['messages', 'list', me] });
    },
  });
}

export const useAddMembers = (id: string) =>
  useGroupWrite(id, (member_ids: string[]) => api('addConversationMembers', { params: { id }, body: { member_ids } }));
export const useRemoveMember = (id: string) =>
  useGroupWrite(id, (userId: string) => api('removeConversationMember', { params: { id, userId } }));
export const useRenameConversation = (id: string) =>
  useGroupWrite(id, (title: string) => api('renameConversation', { params: { id }, body: { title } }));

export function useLeaveConversation(id: string) {
  const me = useSession()?.user.id ?? '';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: () => api('leaveConversation', { params: { id } }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: messagingKeys.conversation(me, id) });
      qc.removeQueries({ queryKey: messagingKeys.thread(me, id) });
      void qc.invalidateQueries({ queryKey: ['messages', 'list', me] });
      void qc.invalidateQueries({ queryKey: messagingKeys.unread(me) });
    },
  });
}
