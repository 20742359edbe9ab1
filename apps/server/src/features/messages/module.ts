import { defineModule } from '../../platform/modules.ts';
import { messagesRoutes } from './routes.ts';
import { attachmentGuard, conversationReportSubject, conversationTopic, defineMessagingJobs } from './service.ts';

export const messagesModule = defineModule({
  name: 'messages',
  routes: messagesRoutes,
  jobs: defineMessagingJobs,
  extend: {
    'storage.bucket_guard': [{ bucket: 'messages', guard: attachmentGuard }],
    'realtime.topic': [{ kind: 'conversation', def: conversationTopic }],
    'moderation.report_subject': [conversationReportSubject],
  },
});
