import type { OwnPortfolioItem, TagRequest } from '@mb/contract/portfolio';
import type { ContentFilter } from '@mb/contract/profiles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useWrite } from '../../lib/write';

export const creditsKeys = {
  all: ['credits'] as const,
  mine: () => [...creditsKeys.all, 'mine'] as const,
  member: (identifier: string, adult: boolean, filter: ContentFilter) => [...creditsKeys.all, 'member', identifier, adult, filter] as const,
};

/** The portfolio feature's queries start with this key: an item changed here makes them read again. */
const PORTFOLIO_KEY = ['portfolio'] as const;

/** Items others tagged me on, with my answers. */
export const useMyTags = () => useQuery({ queryKey: creditsKeys.mine(), queryFn: ({ signal }) => api('myPortfolioTags', { signal }) });

/** A member's credits (items of others they confirmed appearing in), as the reader may see them. */
export const useMemberCredits = (identifier: string, adult: boolean, filter: ContentFilter = 'all') =>
  useQuery({
    queryKey: creditsKeys.member(identifier, adult, filter),
    queryFn: ({ signal }) =>
      api('memberCredits', {
        params: { identifier },
        query: { adult: adult ? '1' : undefined, filter: filter === 'all' ? undefined : filter },
        signal,
      }),
  });

/** Confirm or decline a tag: the answer replaces the request in the list, and the portfolio views read again. */
export function useAnswerTag() {
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (v: { itemId: string; decision: 'confirm' | 'decline' }) =>
      api('answerPortfolioTag', { params: { itemId: v.itemId }, body: { decision: v.decision } }),
    onSuccess: (answer: TagRequest) => {
      qc.setQueryData<{ tags: TagRequest[] }>(creditsKeys.mine(), (old) =>
        old ? { tags: old.tags.map((t) => (t.item_id === answer.item_id ? answer : t)) } : old,
      );
      void qc.invalidateQueries({ queryKey: PORTFOLIO_KEY });
      void qc.invalidateQueries({ queryKey: [...creditsKeys.all, 'member'] });
    },
  });
}

/**
 * The writes of the consent editor. Each answers the item as its owner now sees it; `onItem` hands it to
 * whoever holds the item (the manager's cache), and the portfolio queries are read again besides.
 */
export function useConsentWrites(itemId: string, onItem: (item: OwnPortfolioItem) => void) {
  const qc = useQueryClient();
  const done = (item: OwnPortfolioItem) => {
    onItem(item);
    void qc.invalidateQueries({ queryKey: PORTFOLIO_KEY });
  };
  const tag = useWrite({
    mutationFn: (member: string) => api('tagPortfolioMember', { params: { id: itemId }, body: { member } }),
    onSuccess: done,
  });
  const untag = useWrite({
    mutationFn: (memberId: string) => api('untagPortfolioMember', { params: { id: itemId, memberId } }),
    onSuccess: done,
  });
  const upload = useWrite({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api('uploadPortfolioRelease', { params: { id: itemId }, body });
    },
    onSuccess: done,
  });
  const remove = useWrite({ mutationFn: () => api('removePortfolioRelease', { params: { id: itemId } }), onSuccess: done });
  return { tag, untag, upload, remove };
}
