import type {
  CastingAlertInput,
  CastingAlertPatch,
  CastingApplicationInput,
  CastingBrowseQuery,
  CastingCallInput,
  CastingCallPatch,
  CastingFormInput,
  CastingProposalAnswerInput,
  CastingProposalInput,
  CastingReviewInput,
  StudioNewsInput,
} from '@mb/contract/casting';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { uploadFile } from '../../lib/upload';
import { useWrite } from '../../lib/write';

// Casting's reads and writes (issue 13). Keys carry the viewer; any write refreshes every casting read
// (the lists are short and one change moves an item between them).

export const castingKeys = {
  all: ['casting'] as const,
  forms: (me: string) => ['casting', me, 'forms'] as const,
  myCalls: (me: string) => ['casting', me, 'calls', 'mine'] as const,
  browse: (me: string, q: CastingBrowseQuery) => ['casting', me, 'calls', 'browse', q] as const,
  call: (me: string, id: string) => ['casting', me, 'call', id] as const,
  applicants: (me: string, id: string) => ['casting', me, 'applicants', id] as const,
  myApplications: (me: string) => ['casting', me, 'applications'] as const,
  proposals: (me: string) => ['casting', me, 'proposals'] as const,
  news: (me: string) => ['casting', me, 'news'] as const,
  portfolio: (me: string) => ['casting', me, 'portfolio'] as const,
  alerts: (me: string) => ['casting', me, 'alerts'] as const,
};

const useMe = () => useSession()?.user.id ?? 'anonymous';

/**
 * Casting's notifications (an application, an offer, a proposal, a counter, an answer: collaboration_request;
 * a rejection: system_update) arriving live refresh the casting lists on screen.
 */
function useCastingLive() {
  const me = useSession()?.user.id;
  const qc = useQueryClient();
  useRealtime(me ? `user:${me}` : null, (event) => {
    if (event.type !== 'notification.created') return;
    const type = (event.data as { type?: string } | undefined)?.type;
    if (type === 'collaboration_request' || type === 'system_update') void qc.invalidateQueries({ queryKey: castingKeys.all });
  });
}

export function useMyForms(enabled = true) {
  const me = useMe();
  return useQuery({ queryKey: castingKeys.forms(me), queryFn: () => api('myCastingForms'), enabled });
}
export function useMyCalls(enabled = true) {
  const me = useMe();
  return useQuery({ queryKey: castingKeys.myCalls(me), queryFn: () => api('myCastingCalls'), enabled });
}
export function useBrowseCalls(q: CastingBrowseQuery) {
  const me = useMe();
  return useInfiniteQuery({
    queryKey: castingKeys.browse(me, q),
    queryFn: ({ pageParam }) =>
      api('browseCastingCalls', {
        query: {
          q: q.q || undefined,
          content_type: q.content_type,
          location: q.location || undefined,
          min_rate: q.min_rate as number | undefined,
          from: q.from,
          page: pageParam,
        },
      }),
    initialPageParam: 1 as number,
    getNextPageParam: (last): number | undefined => last.next_page ?? undefined,
  });
}
export function useCastingCall(id: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: castingKeys.call(me, id ?? ''),
    queryFn: () => api('castingCall', { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}
export function useApplicants(callId: string | null) {
  const me = useMe();
  useCastingLive();
  return useQuery({
    queryKey: castingKeys.applicants(me, callId ?? ''),
    queryFn: () => api('castingApplicants', { params: { id: callId ?? '' } }),
    enabled: Boolean(callId),
  });
}
export function useMyApplications() {
  const me = useMe();
  useCastingLive();
  return useQuery({ queryKey: castingKeys.myApplications(me), queryFn: () => api('myCastingApplications') });
}
export function useProposals() {
  const me = useMe();
  useCastingLive();
  return useQuery({ queryKey: castingKeys.proposals(me), queryFn: () => api('myCastingProposals') });
}
export function useStudioNews(enabled = true) {
  const me = useMe();
  return useQuery({ queryKey: castingKeys.news(me), queryFn: () => api('myStudioNews'), enabled });
}
/** The applicant's own portfolio, to pick published items from. */
export function useOwnPortfolio(enabled = true) {
  const me = useMe();
  return useQuery({ queryKey: castingKeys.portfolio(me), queryFn: () => api('myPortfolio'), enabled });
}

function useCastingWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: castingKeys.all }) });
}

export const useSaveForm = () =>
  useCastingWrite((v: { id?: string; body: CastingFormInput }) =>
    v.id ? api('updateCastingForm', { params: { id: v.id }, body: v.body }) : api('createCastingForm', { body: v.body }),
  );
export const useDeleteForm = () => useCastingWrite((id: string) => api('deleteCastingForm', { params: { id } }));
export const useCreateCall = () => useCastingWrite((body: CastingCallInput) => api('createCastingCall', { body }));
export const useUpdateCall = () =>
  useCastingWrite((v: { id: string; body: CastingCallPatch }) => api('updateCastingCall', { params: { id: v.id }, body: v.body }));
export const useApply = () =>
  useCastingWrite((v: { id: string; body: CastingApplicationInput }) => api('applyToCastingCall', { params: { id: v.id }, body: v.body }));
export const useReview = () =>
  useCastingWrite((v: { id: string; body: CastingReviewInput }) => api('reviewCastingApplication', { params: { id: v.id }, body: v.body }));
export const useAnswerOffer = () =>
  useCastingWrite((v: { id: string; decision: 'accept' | 'decline' }) =>
    api('answerCastingOffer', { params: { id: v.id }, body: { decision: v.decision } }),
  );
export const useSendProposal = () => useCastingWrite((body: CastingProposalInput) => api('sendCastingProposal', { body }));
export const useAnswerProposal = () =>
  useCastingWrite((v: { id: string; body: CastingProposalAnswerInput }) =>
    api('answerCastingProposal', { params: { id: v.id }, body: v.body }),
  );
export const usePostNews = () =>
  useCastingWrite((v: StudioNewsInput & { image: File | null; nsfw: boolean }) =>
    v.image
      ? uploadFile('uploadStudioNews', v.image, {
          query: { title: v.title, body: v.body, nsfw: v.nsfw ? 'true' : undefined },
          onProgress: () => {},
        })
      : api('createStudioNews', { body: { title: v.title, body: v.body } }),
  );
export const useDeleteNews = () => useCastingWrite((id: string) => api('deleteStudioNews', { params: { id } }));

// Casting alerts (issue 35): the member's saved searches.
export function useCastingAlerts() {
  const me = useMe();
  return useQuery({ queryKey: castingKeys.alerts(me), queryFn: () => api('castingAlerts') });
}
export const useSaveAlert = () => useCastingWrite((body: CastingAlertInput) => api('createCastingAlert', { body }));
export const useUpdateAlert = () =>
  useCastingWrite((v: { id: string; body: CastingAlertPatch }) => api('updateCastingAlert', { params: { id: v.id }, body: v.body }));
export const useDeleteAlert = () => useCastingWrite((id: string) => api('deleteCastingAlert', { params: { id } }));

// A casting alert e-mail's unsubscribe link (no sign-in): what it turns off, and turning it off.
export const useDescribeAlertUnsubscribe = (token: string | null) =>
  useQuery({
    queryKey: ['casting-alert-unsubscribe', token],
    queryFn: () => api('describeCastingAlertUnsubscribe', { query: { token: token ?? '' } }),
    enabled: Boolean(token),
    retry: false,
  });
export const useAlertUnsubscribe = () => useWrite({ mutationFn: (token: string) => api('castingAlertUnsubscribe', { query: { token } }) });
