// What other features may use from moderation: its public face. Anything not named here stays inside the feature.
export {
  createReport,
  enqueueModeration,
  type ModerationItemRow,
  type ModerationTypeDef,
  queueSummary,
  type ReportSubjectDef,
  withdrawModeration,
} from './service.ts';
