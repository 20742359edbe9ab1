import { zodResolver } from '@hookform/resolvers/zod';
import { type BioLinkPage, bioLinkPageInput } from '@mb/contract/biolinks';
import { PORTFOLIO_LIMITS } from '@mb/contract/portfolio';
import { ExternalLink, Link as LinkIcon, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { useMyProfile } from '../profiles';
import { type BioLinkFormValues, formValuesOf, SERVER_FIELDS } from './form-values';
import { LinksEditor } from './links-editor';
import { useDeleteBioLink, useMyBioLink, useSaveBioLink } from './queries';

/**
 * The member's link-in-bio page (/biolink/{slug}): address, title, theme colour, 18+ gate and up to 20
 * ordered links. A tab of the portfolio manager; the page itself is rendered by the server.
 */
export default function BioLinkEditor() {
  const mine = useMyBioLink();
  const profile = useMyProfile();
  if (mine.isPending || profile.isPending) {
    return (
      <Loading label={t('biolinks.loading', 'Loading your bio link page')} className="grid gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </Loading>
    );
  }
  if (mine.isError) {
    return (
      <ErrorState
        title={t('biolinks.loadFailed', 'Your bio link page could not be loaded')}
        message={errorMessage(mine.error)}
        onRetry={() => void mine.refetch()}
        retrying={mine.isFetching}
      />
    );
  }
  return <EditorForm page={mine.data.page} username={profile.data?.username ?? null} />;
}

function EditorForm({ page, username }: { page: BioLinkPage | null; username: string | null }) {
  const save = useSaveBioLink();
  const form = useForm<BioLinkFormValues, unknown, z.output<typeof bioLinkPageInput>>({
    resolver: zodResolver(bioLinkPageInput) as never,
    defaultValues: formValuesOf(page, username),
  });
  // A save in another tab (or this one) brings new ids and counts: the form follows when it has no edits.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(formValuesOf(page, username));
  }, [page, username, form]);
  const ids = useId();
  // The address as the server writes it (PUBLIC_URL), or this site's own before the first save.
  const origin = page ? page.url.replace(/\/biolink\/[^/]*$/, '') : typeof window === 'undefined' ? '' : window.location.origin;
  const errors = form.formState.errors;
  const theme = form.watch('theme_color');

  const onSubmit = form.handleSubmit(async (values) => {
    const r = await save.submit(values, {
      form: { setError: form.setError, fields: SERVER_FIELDS, focus: true },
      success: {
        title: page ? t('biolinks.saved', 'Bio link page saved') : t('biolinks.created', 'Bio link page created'),
        description: t('biolinks.savedText', 'Visitors see the changes within a minute.'),
      },
    });
    if (r.ok) form.reset(formValuesOf(r.data, username));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('biolinks.title', 'Bio link page')} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LinkIcon className="size-5" aria-hidden />
            {t('biolinks.title', 'Bio link page')}
          </CardTitle>
          <CardDescription>
            {t(
              'biolinks.lead',
              'One address for your Instagram or TikTok bio with all your links. It loads fast, counts clicks without trackers, and is public even when your profile is for members only.',
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {page ? <PageSummary page={page} /> : null}
          <Field
            label={t('biolinks.address', 'Address')}
            error={errors.slug?.message}
            hint={t('biolinks.addressHint', '{address} · 3-40 lowercase letters, numbers and dashes.', {
              address: `${origin}/biolink/${form.watch('slug') || t('biolinks.yourName', 'your-name')}`,
            })}
          >
            {(p) => (
              <div className="flex items-center rounded-md border border-input focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring has-[[aria-invalid=true]]:border-destructive">
                <span className="hidden select-none pl-3 text-sm text-muted-foreground sm:inline" aria-hidden>
                  /biolink/
                </span>
                <Input
                  {...p}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  maxLength={40}
                  className="border-0 focus-visible:outline-none sm:pl-0.5"
                  {...form.register('slug')}
                />
              </div>
            )}
          </Field>
          <Field
            label={t('biolinks.titleLabel', 'Title (optional)')}
            error={errors.title?.message}
            hint={t('biolinks.titleHint', 'A line under your name, e.g. Model · Creator · Berlin')}
          >
            {(p) => <Input {...p} maxLength={PORTFOLIO_LIMITS.bioLinkTitleMax} {...form.register('title')} />}
          </Field>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-color`}>{t('biolinks.color', 'Theme colour')}</Label>
            <div className="flex items-center gap-3">
              <input
                type="color"
                aria-label={t('biolinks.pickColor', 'Pick the theme colour')}
                value={/^#[0-9a-f]{6}$/i.test(theme) ? theme : '#000000'}
                onChange={(e) => form.setValue('theme_color', e.target.value, { shouldDirty: true, shouldValidate: true })}
                className="size-10 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
              />
              <Input
                id={`${ids}-color`}
                className="max-w-32 font-mono"
                maxLength={7}
                aria-invalid={Boolean(errors.theme_color)}
                aria-describedby={errors.theme_color ? `${ids}-color-error` : undefined}
                {...form.register('theme_color')}
              />
            </div>
            {errors.theme_color ? (
              <p id={`${ids}-color-error`} role="alert" className="text-sm text-destructive">
                {tm(errors.theme_color.message ?? '')}
              </p>
            ) : null}
          </div>
          <div className="flex items-start justify-between gap-4 rounded-md border p-3">
            <div className="grid gap-0.5">
              <Label htmlFor={`${ids}-gate`}>{t('biolinks.gate', 'Ask visitors to confirm they are 18+')}</Label>
              <p id={`${ids}-gate-hint`} className="text-xs text-muted-foreground">
                {t('biolinks.gateHint', 'The page shows an 18+ confirmation before your links.')}
              </p>
            </div>
            <Switch
              id={`${ids}-gate`}
              aria-describedby={`${ids}-gate-hint`}
              checked={form.watch('adult_gate')}
              onCheckedChange={(v) => form.setValue('adult_gate', v, { shouldDirty: true })}
            />
          </div>
        </CardContent>
      </Card>
      <LinksEditor form={form} page={page} />
      <FormError message={save.error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.busy}>
          {save.busy
            ? t('common.saving', 'Saving...')
            : page
              ? t('profiles.editor.save', 'Save changes')
              : t('biolinks.create', 'Create page')}
        </Button>
        {page ? (
          <Button asChild variant="outline">
            <a href={`/biolink/${page.slug}`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden />
              {t('biolinks.preview', 'Preview page')}
              <span className="sr-only"> {t('public.careers.newTab', '(opens in a new tab)')}</span>
            </a>
          </Button>
        ) : null}
        {page ? <DeletePage onDeleted={() => form.reset(formValuesOf(null, username))} /> : null}
      </div>
    </form>
  );
}

function PageSummary({ page }: { page: BioLinkPage }) {
  const clicks = page.links.reduce((n, l) => n + l.clicks, 0);
  return (
    <p className="text-sm text-muted-foreground" data-testid="biolink-summary">
      {t('biolinks.liveAt', 'Live at')}{' '}
      <a className="font-medium text-foreground underline underline-offset-4" href={`/biolink/${page.slug}`} target="_blank" rel="noopener">
        {page.url}
      </a>{' '}
      · <span className="tabular-nums">{t('biolinks.views', '{count, plural, one {# view} other {# views}}', { count: page.views })}</span>{' '}
      · <span className="tabular-nums">{t('biolinks.clicks', '{count, plural, one {# click} other {# clicks}}', { count: clicks })}</span>
    </p>
  );
}

function DeletePage({ onDeleted }: { onDeleted: () => void }) {
  const del = useDeleteBioLink();
  const [open, setOpen] = useState(false);
  const descId = useId();
  const confirm = async () => {
    const r = await del.submit(undefined, { success: { title: t('biolinks.deleted', 'Bio link page deleted') } });
    if (r.ok) {
      setOpen(false);
      onDeleted();
    }
  };
  return (
    <>
      <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {t('biolinks.delete', 'Delete page')}
      </Button>
      <Dialog open={open} onOpenChange={(o) => !del.busy && setOpen(o)}>
        <DialogContent aria-describedby={descId}>
          <DialogHeader>
            <DialogTitle>{t('biolinks.deleteTitle', 'Delete your bio link page?')}</DialogTitle>
            <DialogDescription id={descId}>
              {t('biolinks.deleteText', 'The address stops working and its click counts are lost. Someone else may take the address.')}
            </DialogDescription>
          </DialogHeader>
          <FormError message={del.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={del.busy}>
              {t('biolinks.keep', 'Keep it')}
            </Button>
            <Button type="button" variant="destructive" onClick={confirm} disabled={del.busy}>
              {del.busy ? t('biolinks.deleting', 'Deleting...') : t('biolinks.delete', 'Delete page')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
