import type {
  CollabMessage,
  CreateCollabInput,
  CreateOrderInput,
  CreateTaskInput,
  InviteInput,
  UpdateCollabInput,
  UpdateTaskInput,
} from '@mb/contract/collabs';
import type { RealtimeEvent } from '@mb/contract/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { uploadFile } from '../../lib/upload';
import { useWrite } from '../../lib/write';
import { joinLatest } from './shared';

// Collaborations (issue 13): reads and writes. Keys carry the viewer; every collaboration's reads are
// refreshed when its live topic says something changed.

export const collabKeys = {
  all: ['collabs'] as const,
  mine: (viewer: string) => ['collabs', 'mine', viewer] as const,
  one: (viewer: string, id: string) => ['collabs', 'one', viewer, id] as const,
  part: (viewer: string, id: string, part: 'tasks' | 'files' | 'messages' | 'orders') => ['collabs', 'one', viewer, id, part] as const,
  credits: (userId: string) => ['collabs', 'credits', userId] as const,
  queue: ['collabs', 'queue'] as const,
};

const useViewer = () => useSession()?.user.id ?? 'anonymous';

/** My collaborations and invitations; a new invitation arriving live is read at once. */
export function useMyCollabs() {
  const me = useViewer();
  const qc = useQueryClient();
  useRealtime(me !== 'anonymous' ? `user:${me}` : null, (event) => {
    if (event.type === 'notification.created' && event.data.type === 'collaboration_request') {
      void qc.invalidateQueries({ queryKey: collabKeys.mine(me) });
    }
  });
  return useQuery({ queryKey: collabKeys.mine(me), queryFn: () => api('myCollabs') });
}

export function useCollab(id: string) {
  const me = useViewer();
  const qc = useQueryClient();
  // Invited, removed or re-invited while the page is open: the member's own topic says so.
  useRealtime(me !== 'anonymous' ? `user:${me}` : null, (event) => {
    if (event.type === 'collab.changed' && event.data.collab_id === id) {
      void qc.invalidateQueries({ queryKey: collabKeys.one(me, id) });
      void qc.invalidateQueries({ queryKey: collabKeys.mine(me) });
    }
  });
  return useQuery({ queryKey: collabKeys.one(me, id), queryFn: () => api('collab', { params: { id } }), retry: false });
}

export function useCollabTasks(id: string, enabled: boolean) {
  const me = useViewer();
  return useQuery({ queryKey: collabKeys.part(me, id, 'tasks'), queryFn: () => api('collabTasks', { params: { id } }), enabled });
}

export function useCollabFiles(id: string, enabled: boolean) {
  const me = useViewer();
  // Links are signed for 15 minutes: read again well before they lapse.
  return useQuery({
    queryKey: collabKeys.part(me, id, 'files'),
    queryFn: () => api('collabFiles', { params: { id } }),
    enabled,
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
  });
}

export function useCollabOrders(id: string, enabled: boolean) {
  const me = useViewer();
  return useQuery({ queryKey: collabKeys.part(me, id, 'orders'), queryFn: () => api('collabOrders', { params: { id } }), enabled });
}

export function useCollabMessages(id: string, enabled: boolean) {
  const me = useViewer();
  return useQuery({ queryKey: collabKeys.part(me, id, 'messages'), queryFn: () => api('collabMessages', { params: { id } }), enabled });
}

/** Pages the discussion back: the 100 messages before the oldest shown, put in front of them. */
export function useEarlierMessages(id: string) {
  const me = useViewer();
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (before: string) => api('collabMessages', { params: { id }, query: { before } }),
    onSuccess: (page) =>
      qc.setQueryData(collabKeys.part(me, id, 'messages'), (old: { messages: CollabMessage[]; has_more: boolean } | undefined) => {
        if (!old) return old;
        const known = new Set(old.messages.map((m) => m.id));
        return { messages: [...page.messages.filter((m) => !known.has(m.id)), ...old.messages], has_more: page.has_more };
      }),
  });
}

/**
 * The collaboration's live topic (joined members only): a new message is added to the discussion at
 * once; any other change reads the affected part again. After a reconnect everything is read again.
 */
export function useCollabLive(id: string, joined: boolean) {
  const me = useViewer();
  const qc = useQueryClient();
  useRealtime(
    joined ? `collab:${id}` : null,
    (event: RealtimeEvent) => {
      if (event.type === 'collab.message') {
        qc.setQueryData(collabKeys.part(me, id, 'messages'), (old: { messages: CollabMessage[]; has_more: boolean } | undefined) =>
          old && !old.messages.some((m) => m.id === event.data.id) ? { ...old, messages: [...old.messages, event.data] } : old,
        );
      } else if (event.type === 'collab.changed') {
        const what = event.data.what;
        if (what === 'collab' || what === 'members') void qc.invalidateQueries({ queryKey: collabKeys.one(me, id), exact: true });
        if (what === 'members') void qc.invalidateQueries({ queryKey: collabKeys.part(me, id, 'tasks') });
        if (what === 'tasks' || what === 'files' || what === 'orders')
          void qc.invalidateQueries({ queryKey: collabKeys.part(me, id, what) });
        if (what === 'files') void qc.invalidateQueries({ queryKey: collabKeys.part(me, id, 'orders') });
      }
    },
    async () => {
      // Everything but the discussion is read again. The discussion's latest page is read and joined to
      // what is shown, so earlier pages opened with 'Show earlier' stay (a plain refetch dropped them).
      const messages = collabKeys.part(me, id, 'messages');
      void qc.invalidateQueries({ queryKey: collabKeys.one(me, id), predicate: (q) => q.queryKey[4] !== 'messages' });
      if (!qc.getQueryData(messages)) return;
      try {
        const latest = await api('collabMessages', { params: { id } });
        qc.setQueryData(messages, (old: { messages: CollabMessage[]; has_more: boolean } | undefined) => joinLatest(old, latest));
      } catch {
        void qc.invalidateQueries({ queryKey: messages });
      }
    },
  );
}

/** Every collaboration read of this viewer again (after a write). */
function useRefresh() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: collabKeys.all });
}

export function useCreateCollab() {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (body: CreateCollabInput) => api('createCollab', { body }), onSuccess: refresh });
}

export function useUpdateCollab(id: string) {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (body: UpdateCollabInput) => api('updateCollab', { params: { id }, body }), onSuccess: refresh });
}

export function useInvite(id: string) {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (body: InviteInput) => api('inviteToCollab', { params: { id }, body }), onSuccess: refresh });
}

export function useAnswerInvite() {
  const refresh = useRefresh();
  return useWrite({
    mutationFn: async (v: { id: string; accept: boolean }): Promise<{ ok: true }> => {
      if (v.accept) await api('acceptCollabInvite', { params: { id: v.id } });
      else await api('declineCollabInvite', { params: { id: v.id } });
      return { ok: true };
    },
    onSuccess: refresh,
  });
}

export function useRemoveMember(id: string) {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (memberId: string) => api('removeCollabMember', { params: { id, memberId } }), onSuccess: refresh });
}

export function useCreateTask(id: string) {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (body: CreateTaskInput) => api('createCollabTask', { params: { id }, body }), onSuccess: refresh });
}

export function useUpdateTask(id: string) {
  const refresh = useRefresh();
  return useWrite({
    mutationFn: (v: { taskId: string; body: UpdateTaskInput }) =>
      api('updateCollabTask', { params: { id, taskId: v.taskId }, body: v.body }),
    onSuccess: refresh,
  });
}

export function useUploadFile(id: string) {
  const refresh = useRefresh();
  return useWrite({
    mutationFn: (v: { file: File; onProgress: (f: number) => void }) =>
      uploadFile('uploadCollabFile', v.file, { params: { id }, onProgress: v.onProgress }),
    onSuccess: refresh,
  });
}

export function useDeleteFile(id: string) {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (fileId: string) => api('deleteCollabFile', { params: { id, fileId } }), onSuccess: refresh });
}

export function usePostMessage(id: string) {
  const me = useViewer();
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (body: string) => api('postCollabMessage', { params: { id }, body: { body } }),
    onSuccess: (m) =>
      qc.setQueryData(collabKeys.part(me, id, 'messages'), (old: { messages: CollabMessage[] } | undefined) =>
        old && !old.messages.some((x) => x.id === m.id) ? { messages: [...old.messages, m] } : old,
      ),
  });
}

export function useCreateOrder(id: string) {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (body: CreateOrderInput) => api('createCollabOrder', { params: { id }, body }), onSuccess: refresh });
}

/** The owner cancels an order no editor has taken yet. */
export function useCancelOrder(id: string) {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (orderId: string) => api('cancelCollabOrder', { params: { id, orderId } }), onSuccess: refresh });
}

export function useConfirmCredit(id: string) {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (memberId: string) => api('confirmCollabCredit', { params: { id, memberId } }), onSuccess: refresh });
}

export function useMemberCollabCredits(userId: string) {
  return useQuery({ queryKey: collabKeys.credits(userId), queryFn: () => api('memberCollabCredits', { params: { userId } }) });
}

export function useEditorQueue(enabled: boolean) {
  return useQuery({ queryKey: collabKeys.queue, queryFn: () => api('editorQueue'), enabled });
}

export function useUpdateOrder() {
  const refresh = useRefresh();
  return useWrite({
    mutationFn: (v: { orderId: string; status: 'in_progress' | 'delivered' }) =>
      api('updateOrder', { params: { orderId: v.orderId }, body: { status: v.status } }),
    onSuccess: refresh,
  });
}

export function useDeliverFile() {
  const refresh = useRefresh();
  return useWrite({
    mutationFn: (v: { orderId: string; file: File; onProgress: (f: number) => void }) =>
      uploadFile('deliverOrderFile', v.file, { params: { orderId: v.orderId }, onProgress: v.onProgress }),
    onSuccess: refresh,
  });
}

/** Whether the member may work the post-production queue: post_production_editor or admin (null while unknown). */
export function useEditorAccess(): { allowed: boolean | null } {
  const me = useSession()?.user.id;
  const q = useQuery({
    queryKey: ['collabs', 'editor-access', me ?? 'anonymous'],
    queryFn: () => api('myStaffStatus'),
    enabled: Boolean(me),
  });
  if (!me) return { allowed: false };
  if (!q.data) return { allowed: q.isError ? false : null };
  return { allowed: q.data.is_staff && (q.data.role === 'post_production_editor' || q.data.role === 'admin') };
}
