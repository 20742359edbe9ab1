import { defineModule } from '../../platform/modules.ts';
import { eventModerationType } from './moderation.ts';
import { eventsRoutes } from './routes.ts';
import { defineEventJobs, eventSeatsTopic, eventTopic } from './service.ts';

export const eventsModule = defineModule({
  name: 'events',
  routes: eventsRoutes,
  jobs: defineEventJobs,
  extend: {
    'moderation.kind': [eventModerationType],
    'realtime.topic': [
      { kind: 'event', def: eventTopic },
      { kind: 'event_seats', def: eventSeatsTopic },
    ],
  },
});
