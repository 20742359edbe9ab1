import { defineModule } from '../../platform/modules.ts';
import { feedRoutes } from './routes.ts';
import { commentReportSubject, feedFileGuard, feedTopic, postModerationType, postReportSubject } from './service.ts';

export const feedModule = defineModule({
  name: 'feed',
  routes: feedRoutes,
  extend: {
    'storage.bucket_guard': [{ bucket: 'feed', guard: feedFileGuard }],
    'moderation.kind': [postModerationType],
    'moderation.report_subject': [postReportSubject, commentReportSubject],
    'realtime.topic': [{ kind: 'feed', def: feedTopic }],
  },
});
