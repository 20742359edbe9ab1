import type { ReportSubjectType } from '@mb/contract/moderation';
import {
  MODERATION_MESSAGES,
  REPORT_CATEGORIES,
  REPORT_CATEGORY_KEYS,
  REPORT_DETAILS_MAX,
  type ReportCategory,
} from '@mb/contract/moderation-text';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { t, tm } from '../../lib/i18n';
import { useCreateReport } from './queries';

/** Report a profile or a business review to the moderators: what is wrong (a category) and, optionally, what you saw. */
export function ReportDialog({
  subject,
  name,
  open,
  onOpenChange,
}: {
  subject: { type: ReportSubjectType; id: string };
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const report = useCreateReport();
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const categoryError = tried && !category ? tm(MODERATION_MESSAGES.reportCategoryRequired) : undefined;
  const detailsError = details.trim().length > REPORT_DETAILS_MAX ? tm(MODERATION_MESSAGES.reportDetailsTooLong) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!category || detailsError) return;
    const r = await report.submit(
      { subject_type: subject.type, subject_id: subject.id, category, details },
      { success: { title: tm(MODERATION_MESSAGES.reportSent) } },
    );
    if (r.ok) {
      setCategory('');
      setDetails('');
      setTried(false);
      onOpenChange(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${id}-desc`}>
        <DialogHeader>
          <DialogTitle>{t('moderation.report.title', 'Report {name}', { name })}</DialogTitle>
          <DialogDescription id={`${id}-desc`}>
            {t(
              'moderation.report.lead',
              'Our moderators review every report. Nobody is told who reported; we tell you when it has been reviewed.',
            )}
          </DialogDescription>
        </DialogHeader>
        <form id={id} onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label id={`${id}-cat`} asChild>
              <span>{t('moderation.report.whatIsWrong', 'What is wrong?')}</span>
            </Label>
            <RadioGroup
              value={category}
              onValueChange={(v) => setCategory(v as ReportCategory)}
              aria-labelledby={`${id}-cat`}
              aria-invalid={Boolean(categoryError)}
              className="grid gap-1.5 sm:grid-cols-2"
            >
              {REPORT_CATEGORY_KEYS.map((k) => (
                <label
                  key={k}
                  htmlFor={`${id}-${k}`}
                  className="flex cursor-pointer items-center gap-2 rounded-md border p-2 text-sm has-[[data-state=checked]]:border-primary"
                >
                  <RadioGroupItem id={`${id}-${k}`} value={k} />
                  {tm(REPORT_CATEGORIES[k])}
                </label>
              ))}
            </RadioGroup>
            {categoryError ? (
              <p role="alert" className="text-sm text-destructive">
                {categoryError}
              </p>
            ) : null}
          </div>
          <Field
            label={t('moderation.report.details', 'What did you see? (optional)')}
            error={detailsError}
            hint={`${details.trim().length} / ${REPORT_DETAILS_MAX}`}
          >
            {(p) => <Textarea {...p} value={details} onChange={(e) => setDetails(e.target.value)} />}
          </Field>
          <FormError message={report.error} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('moderation.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form={id} disabled={report.busy}>
            {report.busy ? t('moderation.report.sending', 'Sending…') : t('moderation.report.send', 'Send report')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
