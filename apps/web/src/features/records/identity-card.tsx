import { RECORDS_MESSAGES } from '@mb/contract/records';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useMyRecordsIdentity, useSaveRecordsIdentity } from './queries';

const DOC_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/**
 * The member's legal identity for the 2257 records (issue 18): legal name, date of birth and a copy of
 * the ID document, given once and kept by the custodian of records; only staff with the records
 * permission ever see them. Work marked as showing people links to it.
 */
export function RecordsIdentityCard() {
  const identity = useMyRecordsIdentity();
  const save = useSaveRecordsIdentity();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [dob, setDob] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (name.trim().length < 2) found.legal_name = RECORDS_MESSAGES.legalNameNeeded;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) found.date_of_birth = RECORDS_MESSAGES.birthDateInvalid;
    if (!file) found.file = 'Please choose a photo or PDF of your ID document.';
    else if (!DOC_TYPES.includes(file.type)) found.file = RECORDS_MESSAGES.documentType;
    setErrors(found);
    if (Object.keys(found).length || !file) return;
    const r = await save.submit({ file, legal_name: name.trim(), date_of_birth: dob }, { success: { title: 'Saved for the records' } });
    if (r.ok) setEditing(false);
    else if (r.error instanceof ApiError) setErrors(r.error.fields);
  };

  const data = identity.data;
  return (
    <Card data-testid="records-identity">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <IdCard className="size-5 text-primary" aria-hidden />
          Records of who appears in your work
        </CardTitle>
        <CardDescription>
          When your uploads show people, the law (18 U.S.C. § 2257) asks us to keep each performer’s legal name, date of birth and ID. Give
          yours once; only our custodian of records can see it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {identity.isError ? (
          <ErrorState message="Your records could not be loaded." onRetry={() => void identity.refetch()} retrying={identity.isFetching} />
        ) : !data ? (
          <Loading label="Loading your records..." className="grid gap-2">
            <Skeleton className="h-5 w-64" />
          </Loading>
        ) : !editing && data.legal_name ? (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p>
              On file: <strong className="font-medium">{data.legal_name}</strong>, born {data.date_of_birth}
              {data.has_document ? ', with your ID document.' : '.'}
            </p>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Update
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Legal identity for the records">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Full legal name" error={errors.legal_name} hint="As on your ID document.">
                {(p) => <Input {...p} value={name} autoComplete="name" maxLength={200} onChange={(e) => setName(e.target.value)} />}
              </Field>
              <Field label="Date of birth" error={errors.date_of_birth}>
                {(p) => <Input {...p} type="date" value={dob} onChange={(e) => setDob(e.target.value)} />}
              </Field>
            </div>
            <Field
              label="ID document"
              error={errors.file}
              hint="A photo (JPEG, PNG, WebP) or PDF of your passport, ID card or driving licence, up to 10 MB."
            >
              {(p) => <Input {...p} type="file" accept={DOC_TYPES.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
            </Field>
            <FormError message={save.error && !Object.keys(errors).length ? save.error : null} />
            <div className="flex justify-end gap-2">
              {data.legal_name ? (
                <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              ) : null}
              <Button type="submit" disabled={save.busy}>
                {save.busy ? 'Saving...' : 'Save for the records'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
