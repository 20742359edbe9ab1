import { zodResolver } from '@hookform/resolvers/zod';
import { RECORDS_MESSAGES, recordsIdentityQuery } from '@mb/contract/records';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { useMyRecordsIdentity, useSaveRecordsIdentity } from './queries';

const DOC_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
/** The schema is built once, in English; the field shows this message in the current language. */
const NO_FILE = 'Please choose a photo or PDF of your ID document.';
const fileError = (message?: string) =>
  message === NO_FILE ? t('records.identity.noFile', 'Please choose a photo or PDF of your ID document.') : message;

/** The contract's fields plus the ID document the upload carries (its type is checked again on the server). */
const identityForm = recordsIdentityQuery.extend({
  file: z
    .custom<File | null>((f) => f instanceof File, NO_FILE)
    .refine((f) => !f || DOC_TYPES.includes(f.type), RECORDS_MESSAGES.documentType)
    .transform((f) => f as File),
});
type IdentityDraft = z.input<typeof identityForm>;
const FIELDS = ['legal_name', 'date_of_birth', 'file'] as const;

/**
 * The member's legal identity for the 2257 records (issue 18): legal name, date of birth and a copy of
 * the ID document, given once and kept by the custodian of records; only staff with the records
 * permission ever see them. Work marked as showing people links to it.
 */
export function RecordsIdentityCard() {
  const identity = useMyRecordsIdentity();
  const save = useSaveRecordsIdentity();
  const [editing, setEditing] = useState(false);
  const form = useForm<IdentityDraft, unknown, z.output<typeof identityForm>>({
    resolver: zodResolver(identityForm),
    defaultValues: { legal_name: '', date_of_birth: '', file: null },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    const r = await save.submit(body, {
      form: { setError: form.setError, fields: FIELDS },
      success: { title: t('records.identity.saved', 'Saved for the records') },
    });
    if (r.ok) setEditing(false);
  });

  const data = identity.data;
  return (
    <Card data-testid="records-identity">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <IdCard className="size-5 text-primary" aria-hidden />
          {t('records.identity.title', 'Records of who appears in your work')}
        </CardTitle>
        <CardDescription>
          {t(
            'records.identity.lead',
            'When your uploads show people, the law (18 U.S.C. § 2257) asks us to keep each performer’s legal name, date of birth and ID. Give yours once; only our custodian of records can see it.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {identity.isError ? (
          <ErrorState
            message={t('records.identity.loadFailed', 'Your records could not be loaded.')}
            onRetry={() => void identity.refetch()}
            retrying={identity.isFetching}
          />
        ) : !data ? (
          <Loading label={t('records.identity.loading', 'Loading your records...')} className="grid gap-2">
            <Skeleton className="h-5 w-64" />
          </Loading>
        ) : !editing && data.legal_name ? (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p>
              {t('records.identity.onFile', 'On file:')} <strong className="font-medium">{data.legal_name}</strong>
              {data.has_document
                ? t('records.identity.bornWithId', ', born {date}, with your ID document.', { date: data.date_of_birth })
                : t('records.identity.born', ', born {date}.', { date: data.date_of_birth })}
            </p>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {t('records.identity.update', 'Update')}
            </Button>
          </div>
        ) : (
          <form
            onSubmit={submit}
            className="grid gap-4"
            noValidate
            aria-label={t('records.identity.form', 'Legal identity for the records')}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t('records.identity.legalName', 'Full legal name')}
                error={errors.legal_name?.message}
                hint={t('records.identity.legalNameHint', 'As on your ID document.')}
              >
                {(p) => <Input {...p} autoComplete="name" maxLength={200} {...form.register('legal_name')} />}
              </Field>
              <Field label={t('records.identity.dob', 'Date of birth')} error={errors.date_of_birth?.message}>
                {(p) => <Input {...p} type="date" {...form.register('date_of_birth')} />}
              </Field>
            </div>
            <Field
              label={t('records.identity.document', 'ID document')}
              error={fileError(errors.file?.message)}
              hint={t(
                'records.identity.documentHint',
                'A photo (JPEG, PNG, WebP) or PDF of your passport, ID card or driving licence, up to 10 MB.',
              )}
            >
              {(p) => (
                <Input
                  {...p}
                  type="file"
                  accept={DOC_TYPES.join(',')}
                  onChange={(e) => form.setValue('file', e.target.files?.[0] ?? null, { shouldValidate: form.formState.isSubmitted })}
                />
              )}
            </Field>
            <FormError message={save.error} />
            <div className="flex justify-end gap-2">
              {data.legal_name ? (
                <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                  {t('records.cancel', 'Cancel')}
                </Button>
              ) : null}
              <Button type="submit" disabled={save.busy}>
                {save.busy ? t('records.identity.saving', 'Saving...') : t('records.identity.save', 'Save for the records')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
