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
import { t } from '../../lib/i18n';
import { useDeleteOpening, useDeskOpenings, useSaveOpening } from './queries';

/** /admin/careers (staff with the content permission): every opening on /careers, published or not, in page order. */
export default function CareersDeskPage() {
  usePageMeta(t('careers.title', 'Careers'), t('careers.meta', 'Add, change and remove the openings on the careers page.'));
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
            {t('careers.title', 'Careers')}
          </h1>
          <p className="max-w-3xl text-sm text-muted-foreground">
            {t(
              'careers.lead',
              'The openings on the careers page. Openings marked Example were installed with the site and are not open for applications: edit them into your own or delete them.',
            )}
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden /> {t('careers.new', 'New opening')}
        </Button>
      </header>
      {openings.isError ? (
        <ErrorState
          message={t('careers.loadFailed', 'The openings could not be loaded.')}
          onRetry={() => void openings.refetch()}
          retrying={openings.isFetching}
        />
      ) : !openings.data ? (
        <Loading label={t('careers.loading', 'Loading the openings…')} className="grid gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </Loading>
      ) : openings.data.openings.length === 0 ? (
        <EmptyState
          icon={BriefcaseBusiness}
          title={t('careers.none', 'No openings')}
          action={<Button onClick={() => setEditing('new')}>{t('careers.addFirst', 'Add the first opening')}</Button>}
        >
          {t('careers.noneText', 'The careers page says there are no open roles right now, and shows how to get in touch.')}
        </EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label={t('careers.openings', 'Openings')}>
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
                    ? t('careers.noApplyLink', 'No apply link (example)')
                    : o.apply_to
                      ? t('careers.applyAt', 'Apply: {to}', { to: o.apply_to })
                      : t('careers.applyByMail', 'Apply by e-mail to the careers address')}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-1.5 sm:shrink-0 sm:flex-nowrap">
                {o.is_example ? <Badge variant="warning">{t('careers.example', 'Example')}</Badge> : null}
                <Badge variant={o.published ? 'success' : 'outline'}>
                  {o.published ? t('careers.published', 'Published') : t('careers.hidden', 'Hidden')}
                </Badge>
                <span className="flex gap-1.5">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(o)}
                    aria-label={t('careers.editLabel', 'Edit {title}', { title: o.title })}
                  >
                    <Pencil aria-hidden /> {t('careers.edit', 'Edit')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setDeleting(o)}
                    aria-label={t('careers.deleteLabel', 'Delete {title}', { title: o.title })}
                  >
                    <Trash2 aria-hidden /> {t('careers.delete', 'Delete')}
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
              <DialogTitle>{t('careers.deleteTitle', 'Delete this opening?')}</DialogTitle>
              <DialogDescription>
                {t(
                  'careers.deleteText',
                  '“{title}” is removed for good, from the careers page and from this list. To only hide it, untick Published.',
                  { title: deleting.title },
                )}
              </DialogDescription>
            </DialogHeader>
            <FormError message={remove.error} />
            <DialogFooter>
              <Button variant="outline" onClick={() => setDeleting(null)}>
                {t('careers.keep', 'Keep it')}
              </Button>
              <Button
                variant="destructive"
                disabled={remove.busy}
                onClick={async () => {
                  const r = await remove.submit(deleting.id, { success: { title: t('careers.deleted', 'Opening deleted.') } });
                  if (r.ok) setDeleting(null);
                }}
              >
                <Trash2 aria-hidden /> {t('careers.deleteOpening', 'Delete opening')}
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
      {
        form: { setError: form.setError, fields: FIELDS, focus: true },
        success: { title: opening ? t('careers.saved', 'Opening saved.') : t('careers.added', 'Opening added.') },
      },
    );
    if (saved.ok) onClose();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{opening ? t('careers.editTitle', 'Edit opening') : t('careers.new', 'New opening')}</DialogTitle>
          <DialogDescription>
            {t('careers.dialogIntro', 'Shown on the careers page while Published is ticked, in the order given.')}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void onSubmit();
          }}
        >
          <Field label={t('careers.field.title', 'Title')} error={errors.title?.message}>
            {(p) => <Input {...p} maxLength={CAREERS_LIMITS.titleMax + 20} {...form.register('title')} />}
          </Field>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label={t('careers.field.team', 'Team')} error={errors.team?.message}>
              {(p) => <Input {...p} {...form.register('team')} />}
            </Field>
            <Field
              label={t('careers.field.type', 'Type')}
              error={errors.employment_type?.message}
              hint={t('careers.field.typeHint', 'For example Full-time, or Part-time, some travel.')}
            >
              {(p) => <Input {...p} {...form.register('employment_type')} />}
            </Field>
          </div>
          <Field
            label={t('careers.field.location', 'Location')}
            error={errors.location?.message}
            hint={t('careers.field.locationHint', 'For example Remote · Europe.')}
          >
            {(p) => <Input {...p} {...form.register('location')} />}
          </Field>
          <Field
            label={t('careers.field.summary', 'Summary')}
            error={errors.summary?.message}
            hint={`${v.summary.length}/${CAREERS_LIMITS.summaryMax}`}
          >
            {(p) => <Textarea {...p} rows={3} {...form.register('summary')} />}
          </Field>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field
              label={t('careers.field.youWill', 'You will')}
              error={errors.you_will?.message}
              hint={t('careers.field.onePerLine', 'One point a line.')}
            >
              {(p) => <Textarea {...p} rows={4} {...form.register('you_will')} />}
            </Field>
            <Field
              label={t('careers.field.youHave', 'You have')}
              error={errors.you_have?.message}
              hint={t('careers.field.onePerLine', 'One point a line.')}
            >
              {(p) => <Textarea {...p} rows={4} {...form.register('you_have')} />}
            </Field>
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-[1fr_8rem]">
            <Field
              label={t('careers.field.applyAt', 'Apply at')}
              error={errors.apply_to?.message}
              hint={t('careers.field.applyHint', 'An https:// address or an e-mail address. Empty: candidates e-mail the careers address.')}
            >
              {(p) => (
                <Input
                  {...p}
                  placeholder={t('careers.field.applyPlaceholder', 'https://… or jobs@…')}
                  autoCapitalize="none"
                  spellCheck={false}
                  {...form.register('apply_to')}
                />
              )}
            </Field>
            <Field
              label={t('careers.field.order', 'Order')}
              error={errors.sort_order?.message}
              hint={t('careers.field.orderHint', 'Lower first.')}
            >
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
              <span className="font-medium">{t('careers.published', 'Published')}</span>
              <span className="text-sm text-muted-foreground">
                {t('careers.publishedHint', 'Shown on the careers page. Untick it to hide the opening and keep it here.')}
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
              <span className="font-medium">{t('careers.exampleContent', 'Example content')}</span>
              <span className="text-sm text-muted-foreground">
                {t('careers.exampleHint', 'Shown with an Example mark and no apply link. Untick it once the opening is a real vacancy.')}
              </span>
            </Label>
          </div>
          <FormError message={save.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" disabled={save.busy}>
              <Save aria-hidden />{' '}
              {save.busy ? t('careers.saving', 'Saving…') : opening ? t('careers.save', 'Save opening') : t('careers.add', 'Add opening')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
