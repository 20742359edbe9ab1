import { defineModule } from '../../platform/modules.ts';
import { messagesRoutes } from './routes.ts';
import { attachmentGuard, blockChanged, conversationReportSubject, conversationTopic, defineMessagingJobs } from './service.ts';

export const messagesModule = defineModule({
  name: 'messages',
  routes: messagesRoutes,
  jobs: defineMessagingJobs,
  extend: {
    'storage.bucket_guard': [{ bucket: 'messages', guard: attachmentGuard }],
    'realtime.topic': [{ kind: 'conversation', def: conversationTopic }],
    'moderation.report_subject': [conversationReportSubject],
  },
  on: {
    'profiles.block_changed': (ctx, e) => blockChanged(ctx, e.tx, e.blockerId, e.blockedId),
  },
});
