import { defineModule } from '../../platform/modules.ts';
import { feedRoutes } from './routes.ts';
import {
  commentReportSubject,
  feedFileGuard,
  feedTopic,
  placesChanged,
  postModerationType,
  postReportSubject,
  recordActivity,
  sourcesChanged,
} from './service.ts';

export const feedModule = defineModule({
  name: 'feed',
  routes: feedRoutes,
  extend: {
    'storage.bucket_guard': [{ bucket: 'feed', guard: feedFileGuard }],
    'moderation.kind': [postModerationType],
    'moderation.report_subject': [postReportSubject, commentReportSubject],
    'realtime.topic': [{ kind: 'feed', def: feedTopic }],
  },
  // What becomes an activity, written in the transaction that makes its subject public.
  on: {
    'portfolio.item_published': async (ctx, e) => {
      await recordActivity(ctx, e.tx, { actorId: e.ownerId, kind: e.kind, subjectId: e.subjectId, at: e.at });
    },
    'profiles.member_verified': async (ctx, e) => {
      await recordActivity(ctx, e.tx, { actorId: e.userId, kind: 'verified', subjectId: e.userId });
    },
    'directory.listing_listed': async (ctx, e) => {
      await recordActivity(ctx, e.tx, { actorId: e.businessId, kind: 'listing', subjectId: e.businessId });
    },
    'events.event_listed': async (ctx, e) => {
      await recordActivity(ctx, e.tx, { actorId: e.organizerId, kind: 'event', subjectId: e.eventId, at: e.at });
    },
    'network.sources_changed': async (ctx, e) => {
      for (const id of e.userIds) await sourcesChanged(ctx, e.tx, id);
    },
    'geoblock.places_changed': (ctx, e) => placesChanged(ctx, e.tx, e.ownerId),
  },
});
