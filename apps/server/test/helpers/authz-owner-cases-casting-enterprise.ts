import type { RouteName } from '@mb/contract/routes';
import type { MatrixFixtures } from './authz-fixtures.ts';
import { MATRIX_FORM, MATRIX_WEBHOOK_URL } from './authz-fixtures.ts';
import type { OwnerCase } from './authz-matrix.ts';
import { signUpUser } from './test-app.ts';

/** A saved casting search of the owner's (issue 35). */
async function castingAlertOf(t: Parameters<OwnerCase['setup']>[0], owner: Parameters<OwnerCase['setup']>[1]) {
  const r = await t.call('createCastingAlert', { token: owner.token, body: { name: `Matrix ${Date.now()}` } });
  if (r.status !== 201) throw new Error(`saving a search failed: ${JSON.stringify(r.error)}`);
  return { id: r.data.id };
}

/** Owner-versus-stranger cases of the authorization matrix (authz-matrix.ts, OwnerCase): casting, collaborations, enterprise links, sub-users, API keys and outgoing webhooks. */
export const castingAndEnterpriseCases = (fx: MatrixFixtures): Partial<Record<RouteName, OwnerCase>> => ({
  // Casting: forms, calls, news and the review of applications are the studio's; an offer and a
  // proposal are answered by the creator they went to (casting.test covers another studio too).
  // A saved casting search is its member's own (any profile type may save one).
  updateCastingAlert: { setup: (t, owner) => castingAlertOf(t, owner), body: { name: 'Renamed' } },
  deleteCastingAlert: { setup: (t, owner) => castingAlertOf(t, owner) },
  updateCastingForm: { owner: 'studio', setup: async (t, owner) => ({ id: (await fx.castingFormOf(t, owner)).id }), body: MATRIX_FORM },
  deleteCastingForm: { owner: 'studio', setup: async (t, owner) => ({ id: (await fx.castingFormOf(t, owner)).id }) },
  updateCastingCall: { owner: 'studio', setup: async (t, owner) => ({ id: await fx.castingCallOf(t, owner) }), body: { status: 'closed' } },
  castingApplicants: { owner: 'studio', setup: async (t, owner) => ({ id: await fx.castingCallOf(t, owner) }) },
  reviewCastingApplication: {
    owner: 'studio',
    setup: async (t, owner) => {
      const applicant = await signUpUser(t);
      return { id: await fx.applicationTo(t, await fx.castingCallOf(t, owner), applicant.token) };
    },
    body: { action: 'shortlist' },
  },
  answerCastingOffer: {
    setup: async (t, owner) => {
      const studio = await signUpUser(t, 'studio');
      const id = await fx.applicationTo(
        t,
        await fx.castingCallOf(t, { name: 'studio', token: studio.token, userId: studio.userId }),
        owner.token as string,
      );
      const r = await t.call('reviewCastingApplication', {
        token: studio.token,
        params: { id },
        body: { action: 'offer', message: 'Matrix' },
      });
      if (r.status !== 200) throw new Error(`offer failed: ${JSON.stringify(r.error)}`);
      return { id };
    },
    body: { decision: 'decline' },
  },
  answerCastingProposal: {
    setup: async (t, owner) => {
      const studio = await signUpUser(t, 'studio');
      const r = await t.call('sendCastingProposal', {
        token: studio.token,
        body: { creator: owner.userId as string, role: 'Matrix', disclosure: 'Matrix disclosure' },
      });
      if (r.status !== 201) throw new Error(`proposal failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.id };
    },
    body: { action: 'decline' },
  },
  deleteStudioNews: {
    owner: 'studio',
    setup: async (t, owner) => {
      const r = await t.call('createStudioNews', { token: owner.token, body: { title: 'Matrix', body: 'Matrix news' } });
      if (r.status !== 201) throw new Error(`news failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.id };
    },
  },
  // Collaborations: every /collabs/:id route is the caller's membership; a stranger gets 404 (collabs.test).
  collab: { setup: (t, owner) => fx.collabOf(t, owner) },
  updateCollab: { setup: (t, owner) => fx.collabOf(t, owner), body: { title: 'Matrix collab' } },
  inviteToCollab: {
    setup: async (t, owner) => {
      await fx.ensureMember(t, 'matrix_invitee');
      return fx.collabOf(t, owner);
    },
    body: { member: '@matrix_invitee' },
  },
  // The "owner" of an invitation is the member invited: only they answer it.
  acceptCollabInvite: { setup: (t, owner) => fx.invitationFor(t, owner) },
  declineCollabInvite: { setup: (t, owner) => fx.invitationFor(t, owner) },
  removeCollabMember: {
    setup: async (t, owner) => {
      const { id } = await fx.collabOf(t, owner);
      const other = await signUpUser(t);
      const r = await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: other.userId } });
      if (r.status !== 200) throw new Error(`invite failed: ${JSON.stringify(r.error)}`);
      return { id, memberId: other.userId };
    },
  },
  collabTasks: { setup: (t, owner) => fx.collabOf(t, owner) },
  createCollabTask: { setup: (t, owner) => fx.collabOf(t, owner), body: { title: 'Matrix task' } },
  updateCollabTask: {
    setup: async (t, owner) => {
      const { id } = await fx.collabOf(t, owner);
      const r = await t.call('createCollabTask', { token: owner.token, params: { id }, body: { title: 'Matrix task' } });
      if (r.status !== 201) throw new Error(`task failed: ${JSON.stringify(r.error)}`);
      return { id, taskId: r.data.id };
    },
    body: { status: 'doing' },
  },
  collabFiles: { setup: (t, owner) => fx.collabOf(t, owner) },
  uploadCollabFile: { setup: (t, owner) => fx.collabOf(t, owner), file: async () => fx.matrixPdf() },
  deleteCollabFile: {
    setup: async (t, owner) => {
      const { id } = await fx.collabOf(t, owner);
      const f = await fx.matrixPdf();
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(f.body)], { type: f.type }), f.name);
      const res = await fetch(`${t.url}/api/v1/collabs/${id}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: fd,
      });
      if (res.status !== 201) throw new Error(`file failed: ${res.status}`);
      return { id, fileId: ((await res.json()) as { id: string }).id };
    },
  },
  collabMessages: { setup: (t, owner) => fx.collabOf(t, owner) },
  postCollabMessage: { setup: (t, owner) => fx.collabOf(t, owner), body: { body: 'Matrix message' } },
  collabOrders: { setup: (t, owner) => fx.collabOf(t, owner) },
  createCollabOrder: { setup: (t, owner) => fx.collabOf(t, owner), body: { brief: 'Matrix brief' } },
  // Only the owner cancels a requested order (collabs-gaps.test).
  cancelCollabOrder: {
    setup: async (t, owner) => {
      const { id } = await fx.collabOf(t, owner);
      const o = await t.call('createCollabOrder', { token: owner.token, params: { id }, body: { brief: 'Matrix brief' } });
      if (o.status !== 201) throw new Error(`order failed: ${JSON.stringify(o.error)}`);
      return { id, orderId: o.data.id };
    },
  },
  confirmCollabCredit: {
    setup: async (t, owner) => {
      const { id } = await fx.collabOf(t, owner);
      const other = await signUpUser(t);
      await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: other.userId } });
      await t.call('acceptCollabInvite', { token: other.token, params: { id } });
      const r = await t.call('updateCollab', { token: owner.token, params: { id }, body: { status: 'completed' } });
      if (r.status !== 200) throw new Error(`complete failed: ${JSON.stringify(r.error)}`);
      return { id, memberId: other.userId };
    },
  },
  // Enterprise (issue 17): an invitation is answered by its studio only (the stranger, a business, is
  // refused: not a studio); a link is ended by either side only (404 to anyone else).
  acceptEnterpriseLink: { owner: 'studio', setup: (t, owner) => fx.enterpriseLinkOf(t, owner, 'invited') },
  declineEnterpriseLink: { owner: 'studio', setup: (t, owner) => fx.enterpriseLinkOf(t, owner, 'invited') },
  unlinkEnterpriseStudio: { owner: 'enterprise', setup: (t) => fx.enterpriseLinkOf(t, fx.actorNamed('studio'), 'active') },
  // Switching into a studio needs an active link to it; the stranger (business) gets 404 like an unlinked one.
  useLinkedAccount: {
    owner: 'enterprise',
    setup: async (t) => {
      await fx.enterpriseLinkOf(t, fx.actorNamed('studio'), 'active');
      return { id: fx.actorNamed('studio').userId as string };
    },
  },
  // Sub-users (issue 17) are their enterprise's: the stranger (a business) is refused, not an enterprise.
  changeSubUserRole: { owner: 'enterprise', setup: (t) => fx.subUserOf(t), body: { role: 'manager' } },
  removeSubUser: { owner: 'enterprise', setup: (t) => fx.subUserOf(t) },
  // API keys (issue 17, developer settings) are their enterprise's: the stranger (a business) is refused.
  revokeApiKey: { owner: 'enterprise', setup: (t) => fx.apiKeyOf(t) },
  // Outgoing webhooks (issue 17): an endpoint and its log are their enterprise's; the stranger (a business)
  // is refused, not an enterprise (webhooks.test.ts: another enterprise gets 404).
  updateWebhook: {
    owner: 'enterprise',
    setup: (t) => fx.webhookEndpointOf(t),
    body: { url: MATRIX_WEBHOOK_URL, description: 'Matrix', event_types: ['event.rsvp'], enabled: true },
  },
  deleteWebhook: { owner: 'enterprise', setup: (t) => fx.webhookEndpointOf(t) },
  rotateWebhookSecret: { owner: 'enterprise', setup: (t) => fx.webhookEndpointOf(t) },
  testWebhook: { owner: 'enterprise', setup: (t) => fx.webhookEndpointOf(t) },
  webhookDeliveries: { owner: 'enterprise', setup: (t) => fx.webhookEndpointOf(t) },
  redeliverWebhook: {
    owner: 'enterprise',
    setup: async (t) => {
      const { id } = await fx.webhookEndpointOf(t);
      const r = await t.call('testWebhook', { token: fx.actorNamed('enterprise').token as string, params: { id } });
      if (r.status !== 201) throw new Error(`webhook test failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.delivery.id };
    },
  },
});
