import { CAREERS_LIMITS, careerOpeningInput, type StaffCareerOpening } from '@mb/contract/careers';
import { BriefcaseBusiness, Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { useDeleteOpening, useDeskOpenings, useSaveOpening } from './queries';

/** /admin/careers (staff with the content permission): every opening on /careers, published or not, in page order. */
export default function CareersDeskPage() {
  usePageMeta('Careers', 'Add, change and remove the openings on the careers page.');
  const openings = useDeskOpenings();
  // null: closed; 'new': a new opening; otherwise the opening being edited.
  const [editing, setEditing] = useState<StaffCareerOpening | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffCareerOpening | null>(null);
  const remove = useDeleteOpening();
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8" aria-labelledby="careers-desk-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id="careers-desk-title" className="text-2xl font-bold tracking-tight">
            Careers
          </h1>
          <p className="max-w-3xl text-sm text-muted-foreground">
            The openings on the careers page. Openings marked Example were installed with the site and are not open for applications: edit
            them into your own or delete them.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden /> New opening
        </Button>
      </header>
      {openings.isError ? (
        <ErrorState message="The openings could not be loaded." onRetry={() => void openings.refetch()} retrying={openings.isFetching} />
      ) : !openings.data ? (
        <Loading label="Loading the openings…" className="grid gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </Loading>
      ) : openings.data.openings.length === 0 ? (
        <EmptyState
          icon={BriefcaseBusiness}
          title="No openings"
          action={<Button onClick={() => setEditing('new')}>Add the first opening</Button>}
        >
          The careers page says there are no open roles right now, and shows how to get in touch.
        </EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label="Openings">
          {openings.data.openings.map((o) => (
            <li
              key={o.id}
              className="grid gap-3 rounded-lg border bg-card p-4 sm:flex sm:items-center sm:justify-between"
              data-testid="careers-desk-row"
            >
              <span className="grid min-w-0 gap-0.5">
                <span className="truncate font-medium">{o.title}</span>
                <span className="text-sm text-muted-foreground">
                  {o.team} · {o.location} · {o.employment_type}
                </span>
                <span className="truncate text-sm text-muted-foreground">
                  {o.is_example
                    ? 'No apply link (example)'
                    : o.apply_to
                      ? `Apply: ${o.apply_to}`
                      : 'Apply by e-mail to the careers address'}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-1.5 sm:shrink-0 sm:flex-nowrap">
                {o.is_example ? <Badge variant="warning">Example</Badge> : null}
                <Badge variant={o.published ? 'success' : 'outline'}>{o.published ? 'Published' : 'Hidden'}</Badge>
                <span className="flex gap-1.5">
                  <Button variant="outline" size="sm" onClick={() => setEditing(o)} aria-label={`Edit ${o.title}`}>
                    <Pencil aria-hidden /> Edit
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setDeleting(o)} aria-label={`Delete ${o.title}`}>
                    <Trash2 aria-hidden /> Delete
                  </Button>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <OpeningDialog
          key={editing === 'new' ? 'new' : editing.id}
          opening={editing === 'new' ? undefined : editing}
          nextOrder={Math.max(0, ...(openings.data?.openings.map((o) => o.sort_order) ?? [0])) + 10}
          onClose={() => setEditing(null)}
        />
      ) : null}

      {deleting ? (
        <Dialog open onOpenChange={(o) => !o && setDeleting(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete this opening?</DialogTitle>
              <DialogDescription>
                “{deleting.title}” is removed for good, from the careers page and from this list. To only hide it, untick Published.
              </DialogDescription>
            </DialogHeader>
            <FormError message={remove.error} />
            <DialogFooter>
              <Button variant="outline" onClick={() => setDeleting(null)}>
                Keep it
              </Button>
              <Button
                variant="destructive"
                disabled={remove.busy}
                onClick={async () => {
                  const r = await remove.submit(deleting.id, { success: { title: 'Opening deleted.' } });
                  if (r.ok) setDeleting(null);
                }}
              >
                <Trash2 aria-hidden /> Delete opening
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}

interface Values {
  title: string;
  team: string;
  location: string;
  employment_type: string;
  summary: string;
  you_will: string;
  you_have: string;
  apply_to: string;
  sort_order: string;
  published: boolean;
  is_example: boolean;
}
const FIELDS = ['title', 'team', 'location', 'employment_type', 'summary', 'you_will', 'you_have', 'apply_to', 'sort_order'] as const;
const lines = (s: string) => s.split('\n').map((x) => x.trim());

function OpeningDialog({
  opening,
  nextOrder,
  onClose,
}: {
  opening: StaffCareerOpening | undefined;
  nextOrder: number;
  onClose: () => void;
}) {
  const save = useSaveOpening();
  const form = useForm<Values>({
    defaultValues: {
      title: opening?.title ?? '',
      team: opening?.team ?? '',
      location: opening?.location ?? '',
      employment_type: opening?.employment_type ?? 'Full-time',
      summary: opening?.summary ?? '',
      you_will: opening?.you_will.join('\n') ?? '',
      you_have: opening?.you_have.join('\n') ?? '',
      apply_to: opening?.apply_to ?? '',
      sort_order: String(opening?.sort_order ?? nextOrder),
      published: opening?.published ?? true,
      is_example: opening?.is_example ?? false,
    },
  });
  const { errors } = form.formState;
  const v = form.watch();

  const onSubmit = async () => {
    form.clearErrors();
    const values = form.getValues();
    const input = {
      ...values,
      you_will: lines(values.you_will),
      you_have: lines(values.you_have),
      sort_order: values.sort_order.trim() === '' ? Number.NaN : Number(values.sort_order),
    };
    // The contract's own schema checks the fields before they are sent (the server checks them again).
    const r = careerOpeningInput.safeParse(input);
    if (!r.success) {
      for (const issue of r.error.issues) {
        const field = String(issue.path[0] ?? '');
        if ((FIELDS as readonly string[]).includes(field)) form.setError(field as (typeof FIELDS)[number], { message: issue.message });
      }
      return;
    }
    const saved = await save.submit(
      { id: opening?.id, body: input },
      { form: { setError: form.setError, fields: FIELDS, focus: true }, success: { title: opening ? 'Opening saved.' : 'Opening added.' } },
    );
    if (saved.ok) onClose();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{opening ? 'Edit opening' : 'New opening'}</DialogTitle>
          <DialogDescription>Shown on the careers page while Published is ticked, in the order given.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void onSubmit();
          }}
        >
          <Field label="Title" error={errors.title?.message}>
            {(p) => <Input {...p} maxLength={CAREERS_LIMITS.titleMax + 20} {...form.register('title')} />}
          </Field>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label="Team" error={errors.team?.message}>
              {(p) => <Input {...p} {...form.register('team')} />}
            </Field>
            <Field label="Type" error={errors.employment_type?.message} hint="For example Full-time, or Part-time, some travel.">
              {(p) => <Input {...p} {...form.register('employment_type')} />}
            </Field>
          </div>
          <Field label="Location" error={errors.location?.message} hint="For example Remote · Europe.">
            {(p) => <Input {...p} {...form.register('location')} />}
          </Field>
          <Field label="Summary" error={errors.summary?.message} hint={`${v.summary.length}/${CAREERS_LIMITS.summaryMax}`}>
            {(p) => <Textarea {...p} rows={3} {...form.register('summary')} />}
          </Field>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label="You will" error={errors.you_will?.message} hint="One point a line.">
              {(p) => <Textarea {...p} rows={4} {...form.register('you_will')} />}
            </Field>
            <Field label="You have" error={errors.you_have?.message} hint="One point a line.">
              {(p) => <Textarea {...p} rows={4} {...form.register('you_have')} />}
            </Field>
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-[1fr_8rem]">
            <Field
              label="Apply at"
              error={errors.apply_to?.message}
              hint="An https:// address or an e-mail address. Empty: candidates e-mail the careers address."
            >
              {(p) => (
                <Input {...p} placeholder="https://… or jobs@…" autoCapitalize="none" spellCheck={false} {...form.register('apply_to')} />
              )}
            </Field>
            <Field label="Order" error={errors.sort_order?.message} hint="Lower first.">
              {(p) => <Input {...p} inputMode="numeric" {...form.register('sort_order')} />}
            </Field>
          </div>
          <div className="flex items-start gap-2">
            <Checkbox
              id="opening-published"
              checked={v.published}
              onCheckedChange={(c) => form.setValue('published', c === true, { shouldDirty: true })}
            />
            <Label htmlFor="opening-published" className="grid gap-0.5 font-normal">
              <span className="font-medium">Published</span>
              <span className="text-sm text-muted-foreground">
                Shown on the careers page. Untick it to hide the opening and keep it here.
              </span>
            </Label>
          </div>
          <div className="flex items-start gap-2">
            <Checkbox
              id="opening-example"
              checked={v.is_example}
              onCheckedChange={(c) => form.setValue('is_example', c === true, { shouldDirty: true })}
            />
            <Label htmlFor="opening-example" className="grid gap-0.5 font-normal">
              <span className="font-medium">Example content</span>
              <span className="text-sm text-muted-foreground">
                Shown with an Example mark and no apply link. Untick it once the opening is a real vacancy.
              </span>
            </Label>
          </div>
          <FormError message={save.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.busy}>
              <Save aria-hidden /> {save.busy ? 'Saving…' : opening ? 'Save opening' : 'Add opening'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
