// What other features may use from moderation: the Report dialog (profiles' page menu).
export { ReportDialog } from './report-dialog';
