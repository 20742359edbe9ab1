import { MESSAGING_MESSAGES } from '@mb/contract/messaging';
import { REPORT_CATEGORIES, type ReportCategory } from '@mb/contract/moderation';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { t, tm } from '../../lib/i18n';
import { useReportConversation } from './queries';

/** Report a conversation: a category and optional words; the last messages go to the moderators with it. */
export function ReportDialog({ id, open, onOpenChange }: { id: string; open: boolean; onOpenChange: (v: boolean) => void }) {
  const report = useReportConversation(id);
  const [category, setCategory] = useState<ReportCategory>('spam');
  const [details, setDetails] = useState('');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('messages.report.title', 'Report this conversation')}</DialogTitle>
          <DialogDescription>
            {t(
              'messages.report.intro',
              'The last {count} messages are sent to our moderators with your report. The other member is not told.',
              { count: 20 },
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={async (e) => {
            e.preventDefault();
            const r = await report.submit(
              { category, details: details.trim() || undefined },
              { success: { title: tm(MESSAGING_MESSAGES.reported) } },
            );
            if (r.ok) {
              setDetails('');
              onOpenChange(false);
            }
          }}
        >
          <RadioGroup
            value={category}
            onValueChange={(v) => setCategory(v as ReportCategory)}
            aria-label={t('messages.report.what', 'What is wrong')}
          >
            {(Object.keys(REPORT_CATEGORIES) as ReportCategory[]).map((k) => (
              <div key={k} className="flex items-center gap-2">
                <RadioGroupItem value={k} id={`report-${k}`} />
                <Label htmlFor={`report-${k}`}>{tm(REPORT_CATEGORIES[k])}</Label>
              </div>
            ))}
          </RadioGroup>
          <div className="grid gap-2">
            <Label htmlFor="report-details">{t('messages.report.details', 'Details (optional)')}</Label>
            <Textarea id="report-details" value={details} maxLength={1000} onChange={(e) => setDetails(e.target.value)} />
          </div>
          <FormError message={report.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" disabled={report.busy}>
              {report.busy ? t('messages.report.sending', 'Sending...') : t('messages.report.send', 'Send report')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
