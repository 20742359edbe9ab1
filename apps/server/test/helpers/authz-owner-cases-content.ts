import { randomUUID } from 'node:crypto';
import type { RouteName } from '@mb/contract/routes';
import { eq } from 'drizzle-orm';
import { profiles } from '../../src/features/profiles/schema.ts';
import type { MatrixFixtures } from './authz-fixtures.ts';
import type { OwnerCase } from './authz-matrix.ts';
import { publish, sampleListing } from './directory.ts';
import { plainImage } from './portfolio.ts';
import { signUpUser } from './test-app.ts';

/** Owner-versus-stranger cases of the authorization matrix (authz-matrix.ts, OwnerCase): directory reviews, portfolio, credits, tags, the activity feed, share links, messages, groups and the network. */
export const contentCases = (fx: MatrixFixtures): Partial<Record<RouteName, OwnerCase>> => ({
  // The directory's "my review" routes: :id names the business, the review is the caller's own.
  updateMyReview: { setup: (t, owner) => fx.reviewByOwner(t, owner), body: { rating: 3 } },
  deleteMyReview: { setup: (t, owner) => fx.reviewByOwner(t, owner) },
  // Only the business owner replies to a review of their business.
  replyToReview: {
    setup: async (t, owner) => {
      await publish(t, sampleListing(owner.userId as string));
      const reviewer = await signUpUser(t);
      const r = await t.call('createReview', {
        token: reviewer.token,
        params: { id: owner.userId as string },
        body: { rating: 4, content: 'Matrix' },
      });
      return { id: owner.userId as string, reviewId: r.data.review.id };
    },
    body: { content: 'Thank you' },
  },
  // Portfolio: items and albums are the owner's; every write goes to /me/..., a stranger's id is 404.
  updatePortfolioItem: { setup: (t, owner) => fx.portfolioItemOf(t, owner), body: { title: 'Matrix' } },
  deletePortfolioItem: { setup: (t, owner) => fx.portfolioItemOf(t, owner) },
  restorePortfolioItem: {
    setup: async (t, owner) => {
      const params = await fx.portfolioItemOf(t, owner);
      await t.call('deletePortfolioItem', { token: owner.token, params });
      return params;
    },
  },
  updatePortfolioAlbum: { setup: (t, owner) => fx.portfolioAlbumOf(t, owner), body: { title: 'Matrix' } },
  deletePortfolioAlbum: { setup: (t, owner) => fx.portfolioAlbumOf(t, owner) },
  // Credits: the item named is the owner's portfolio item; a stranger's call is 404 like a missing one.
  tagPortfolioMember: {
    setup: async (t, owner) => {
      await fx.ensureMember(t, 'matrix_tagged');
      return { id: (await fx.portfolioItemOf(t, owner)).id };
    },
    body: { member: '@matrix_tagged' },
  },
  untagPortfolioMember: {
    setup: async (t, owner) => {
      const id = (await fx.portfolioItemOf(t, owner)).id;
      const tagged = await fx.ensureMember(t, 'matrix_untagged');
      const r = await t.call('tagPortfolioMember', { token: owner.token, params: { id }, body: { member: tagged } });
      if (r.status !== 200) throw new Error(`tag failed: ${JSON.stringify(r.error)}`);
      return { id, memberId: tagged };
    },
  },
  uploadPortfolioRelease: {
    setup: async (t, owner) => ({ id: (await fx.portfolioItemOf(t, owner)).id }),
    file: async () => ({
      body: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      name: 'release.pdf',
      type: 'application/pdf',
    }),
  },
  removePortfolioRelease: { setup: async (t, owner) => ({ id: (await fx.portfolioItemOf(t, owner)).id }) },
  // The "owner" of a tag is the member tagged: only they answer it.
  answerPortfolioTag: {
    setup: async (t, owner) => {
      const maker = await signUpUser(t);
      await t.ctx.db
        .update(profiles)
        .set({ username: `matrix_${maker.userId.slice(0, 8)}` })
        .where(eq(profiles.id, maker.userId));
      const id = (await fx.portfolioItemOf(t, { name: 'creator', token: maker.token, userId: maker.userId })).id;
      const r = await t.call('tagPortfolioMember', { token: maker.token, params: { id }, body: { member: owner.userId as string } });
      if (r.status !== 200) throw new Error(`tag failed: ${JSON.stringify(r.error)}`);
      return { itemId: id };
    },
    body: { decision: 'confirm' },
  },
  // Activity feed: a post is its author's (a stranger's delete is 404); a comment is its author's (a
  // stranger who may see the item gets 403 with its message).
  deleteFeedPost: { setup: (t, owner) => fx.feedPostOf(t, owner) },
  deleteFeedComment: {
    setup: async (t, owner) => {
      const author = await signUpUser(t);
      const { id } = await fx.feedPostOf(t, { name: 'creator', token: author.token, userId: author.userId });
      const c = await t.call('addFeedComment', { token: owner.token, params: { id }, body: { body: 'Matrix' } });
      if (c.status !== 201) throw new Error(`comment failed: ${JSON.stringify(c.error)}`);
      return { id, commentId: c.data.id };
    },
  },
  // A share link is the owner's: a stranger's revoke is 404 and the link keeps working.
  revokePortfolioShare: {
    setup: async (t, owner) => {
      const r = await t.call('createPortfolioShare', { token: owner.token, body: { expires: 'never' } });
      if (r.status !== 201) throw new Error(`share failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.id };
    },
  },
  // Messages: a conversation is its members'; anyone outside gets 404 on every route and changes nothing (messages.test).
  conversation: { setup: (t, owner) => fx.conversationOf(t, owner) },
  conversationMessages: { setup: (t, owner) => fx.conversationOf(t, owner) },
  sendMessage: { setup: (t, owner) => fx.conversationOf(t, owner), body: { client_id: randomUUID(), body: 'Matrix message' } },
  editMessage: { setup: (t, owner) => fx.messageOf(t, owner), body: { body: 'Matrix edit' } },
  deleteMessage: { setup: (t, owner) => fx.messageOf(t, owner) },
  markConversationRead: { setup: (t, owner) => fx.conversationOf(t, owner), body: { seq: 1 } },
  conversationTyping: { setup: (t, owner) => fx.conversationOf(t, owner) },
  uploadMessageAttachment: {
    setup: (t, owner) => fx.conversationOf(t, owner),
    file: async () => ({ body: await plainImage(32, 24), name: 'matrix.png', type: 'image/png' }),
  },
  acceptMessageRequest: { setup: (t, owner) => fx.conversationOf(t, owner) },
  ignoreMessageRequest: { setup: (t, owner) => fx.conversationOf(t, owner) },
  blockFromConversation: { setup: (t, owner) => fx.conversationOf(t, owner) },
  reportConversation: { setup: (t, owner) => fx.messageOf(t, owner).then(({ id }) => ({ id })), body: { category: 'spam' } },
  // Groups: a stranger's add, remove, leave or rename is 404 and changes nothing (messages-groups.test).
  addConversationMembers: {
    setup: async (t, owner) => {
      const g = await fx.groupOf(t, owner);
      fx.GROUP_ADDITION.member_ids = [(await signUpUser(t)).userId];
      return { id: g.id };
    },
    body: fx.GROUP_ADDITION,
  },
  removeConversationMember: { setup: (t, owner) => fx.groupOf(t, owner).then((g) => ({ id: g.id, userId: g.other })) },
  leaveConversation: { setup: (t, owner) => fx.groupOf(t, owner).then((g) => ({ id: g.id })) },
  renameConversation: { setup: (t, owner) => fx.groupOf(t, owner).then((g) => ({ id: g.id })), body: { title: 'Matrix group' } },
  // Network: a connection request is the recipient's to answer; a stranger's accept or decline is 404 (network.test).
  acceptConnection: { setup: (t, owner) => fx.connectionRequestTo(t, owner) },
  declineConnection: { setup: (t, owner) => fx.connectionRequestTo(t, owner) },
});
