import { defineModule } from '../../platform/modules.ts';
import { reviewReportSubject } from './review-reports.ts';
import { directoryRoutes } from './routes.ts';

export const directoryModule = defineModule({
  name: 'directory',
  routes: directoryRoutes,
  extend: {
    'moderation.report_subject': [reviewReportSubject],
  },
});
