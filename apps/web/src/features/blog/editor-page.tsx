import { zodResolver } from '@hookform/resolvers/zod';
import { BLOG_LIMITS, blogPostInput, blogScheduleInput, BLOG_MESSAGES as M, type StaffBlogPost } from '@mb/contract/blog';
import { ArrowLeft, CalendarClock, Eye, EyeOff, FileQuestion, ImagePlus, Save, Send, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api';
import { t, tm } from '../../lib/i18n';
import { publicName, useMyProfile } from '../profiles';
import { formatLocal, localInput, parseTags, STATE_VARIANT, stateLabel } from './desk-format';
import { useDeletePost, useDeskPost, usePublishPost, useSavePost, useUnpublishPost, useUploadBlogImage } from './desk-queries';
import { PostArticle } from './post-article';

const SCHEDULE_FIELDS = ['at'] as const;

interface Values {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  author_name: string;
  tags: string;
  cover_image_url: string | null;
  is_example: boolean;
}
const FIELDS = ['title', 'slug', 'excerpt', 'body', 'author_name', 'tags', 'cover_image_url'] as const;

const valuesOf = (p: StaffBlogPost | undefined, author: string): Values => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  excerpt: p?.excerpt ?? '',
  body: p?.body ?? '',
  author_name: p?.author_name ?? author,
  tags: p?.tags.join(', ') ?? '',
  cover_image_url: p?.cover_image_url ?? null,
  is_example: p?.is_example ?? false,
});

const WORDS_PER_MINUTE = 220;
const readingMinutes = (body: string) => Math.max(1, Math.ceil(body.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));

/** /admin/blog/new and /admin/blog/:id: the loading, missing and failed states around the editor. */
export default function EditorPage() {
  const { id } = useParams();
  const postId = id && id !== 'new' ? id : null;
  const post = useDeskPost(postId);
  const me = useMyProfile();
  usePageMeta(
    postId ? t('blog.editor.edit', 'Edit post') : t('blog.desk.new', 'New post'),
    t('blog.editor.meta', 'Write, preview and publish a blog post.'),
  );
  const missing = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);

  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8" aria-labelledby="editor-title">
      <Link
        to="/admin/blog"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t('blog.allPosts', 'All posts')}
      </Link>
      {postId && missing ? (
        <EmptyState icon={FileQuestion} title={t('blog.editor.notFound', 'Post not found')} titleAs="h1">
          {tm(M.notFoundStaff)}
        </EmptyState>
      ) : postId && post.isError ? (
        <>
          <h1 id="editor-title" className="sr-only">
            {t('blog.editor.edit', 'Edit post')}
          </h1>
          <ErrorState
            message={t('blog.editor.loadFailed', 'The post could not be loaded.')}
            onRetry={() => void post.refetch()}
            retrying={post.isFetching}
          />
        </>
      ) : (postId && !post.data) || (!postId && me.isPending) ? (
        <Loading label={t('blog.editor.loading', 'Loading the post…')} className="grid gap-3">
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : (
        <Editor key={post.data?.id ?? 'new'} post={post.data} defaultAuthor={me.data ? publicName(me.data) : ''} />
      )}
    </section>
  );
}

function Editor({ post, defaultAuthor }: { post: StaffBlogPost | undefined; defaultAuthor: string }) {
  const navigate = useNavigate();
  const save = useSavePost();
  const publish = usePublishPost();
  const unpublish = useUnpublishPost();
  const remove = useDeletePost();
  const upload = useUploadBlogImage();
  const form = useForm<Values>({ defaultValues: valuesOf(post, defaultAuthor) });
  const { errors, isDirty } = form.formState;
  const schedule = useForm<z.input<typeof blogScheduleInput>, unknown, z.output<typeof blogScheduleInput>>({
    resolver: zodResolver(blogScheduleInput),
    defaultValues: {
      at: localInput(post?.state === 'scheduled' && post.published_at ? new Date(post.published_at) : new Date(Date.now() + 86_400_000)),
    },
  });
  const scheduleError = schedule.formState.errors.at?.message;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [tab, setTab] = useState('write');
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  const inlineInput = useRef<HTMLInputElement>(null);
  const busy = save.busy || publish.busy || unpublish.busy || remove.busy;

  // A saved post comes back from the server: the form takes its values (a slug made from the title, an author filled in).
  useEffect(() => {
    if (post) form.reset(valuesOf(post, defaultAuthor));
  }, [post, defaultAuthor, form]);

  /** The contract's own schema checks the fields before they are sent (the server checks them again). */
  const checked = (v: Values) => {
    const r = blogPostInput.safeParse({ ...v, tags: parseTags(v.tags) });
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      const field = String(issue.path[0] ?? '');
      if ((FIELDS as readonly string[]).includes(field)) form.setError(field as (typeof FIELDS)[number], { message: issue.message });
    }
    return null;
  };

  /** Saves when there is something to save (a new post, or changes); answers the post's id, or null when refused. */
  const saveNow = async (saved?: string): Promise<string | null> => {
    form.clearErrors();
    const body = checked(form.getValues());
    if (!body) return null;
    if (post && !isDirty) return post.id;
    const r = await save.submit(
      { id: post?.id, body },
      { form: { setError: form.setError, fields: FIELDS, focus: true }, success: saved ? { title: saved } : undefined },
    );
    if (!r.ok) return null;
    if (!post) navigate(`/admin/blog/${r.data.id}`, { replace: true });
    return r.data.id;
  };

  const onSave = () =>
    saveNow(post?.state === 'published' ? t('blog.editor.changesPublished', 'Changes published.') : t('blog.editor.saved', 'Saved.'));

  const onPublish = async (at?: string) => {
    schedule.clearErrors();
    const id = await saveNow();
    if (!id) return;
    await publish.submit(
      { id, at },
      {
        form: { setError: schedule.setError, fields: SCHEDULE_FIELDS },
        success: (p) => ({
          title:
            p.state === 'scheduled' && p.published_at
              ? t('blog.editor.scheduledFor', 'Scheduled for {date}.', { date: formatLocal(p.published_at) })
              : t('blog.editor.published', 'Published.'),
        }),
      },
    );
  };

  const onSchedule = schedule.handleSubmit(({ at }) => onPublish(at));

  const uploadPicture = async (file: File | undefined, use: (url: string) => void) => {
    if (!file) return;
    const r = await upload.submit(file, {
      failure: (m) => ({ title: m ?? t('blog.editor.uploadFailed', 'The picture could not be uploaded.') }),
    });
    if (r.ok) use(r.data.url);
  };

  const insertPicture = (url: string) => {
    const el = bodyRef.current;
    const text = form.getValues('body');
    const at = el ? el.selectionEnd : text.length;
    const line = `![${t('blog.editor.altPlaceholder', 'Describe the picture')}](${url})`;
    const before = text.slice(0, at).replace(/\n*$/, '');
    const after = text.slice(at).replace(/^\n*/, '');
    form.setValue('body', `${before ? `${before}\n\n` : ''}${line}${after ? `\n\n${after}` : '\n'}`, { shouldDirty: true });
  };

  const v = form.watch();
  const bodyField = form.register('body');
  const tags = parseTags(v.tags);
  const state = post?.state ?? 'draft';
  const live = state === 'published' || state === 'scheduled';

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id="editor-title" className="text-2xl font-bold tracking-tight">
            {post ? t('blog.editor.edit', 'Edit post') : t('blog.desk.new', 'New post')}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={STATE_VARIANT[state]}>{stateLabel(state)}</Badge>
            {v.is_example ? <Badge variant="warning">{t('blog.example', 'Example')}</Badge> : null}
            <span>
              {state === 'scheduled' && post?.published_at
                ? t('blog.editor.goesLive', 'Goes live {date}.', { date: formatLocal(post.published_at) })
                : state === 'published'
                  ? t('blog.editor.live', 'Live: saved changes show at once.')
                  : state === 'unpublished'
                    ? t('blog.editor.takenDown', 'Taken down: only staff see it.')
                    : t('blog.editor.draft', 'Only staff see a draft.')}
            </span>
            {state === 'published' && post ? (
              <Link to={`/blog/${post.slug}`} className="font-medium text-foreground underline underline-offset-4">
                {t('blog.editor.view', 'View on the blog')}
              </Link>
            ) : null}
          </p>
        </div>
      </header>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('blog.editor.tabs', 'Editor')}>
          <TabsTrigger value="write">{t('blog.editor.write', 'Write')}</TabsTrigger>
          <TabsTrigger value="preview">
            <Eye className="mr-1.5 size-4" aria-hidden /> {t('blog.editor.preview', 'Preview')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="write">
          <form
            className="grid gap-5"
            aria-label={t('blog.editor.form', 'Post')}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void onSave();
            }}
          >
            <Field label={t('blog.editor.title', 'Title')} error={errors.title?.message}>
              {(p) => <Input {...p} maxLength={BLOG_LIMITS.titleMax + 20} {...form.register('title')} />}
            </Field>
            <div className="grid gap-5 md:grid-cols-2">
              <Field
                label={t('blog.editor.address', 'Address')}
                error={errors.slug?.message}
                hint={`/blog/${v.slug || t('blog.editor.slugFromTitle', '(made from the title)')}`}
              >
                {(p) => (
                  <Input
                    {...p}
                    placeholder={t('blog.editor.slugPlaceholder', 'made-from-the-title')}
                    autoCapitalize="none"
                    spellCheck={false}
                    {...form.register('slug')}
                  />
                )}
              </Field>
              <Field
                label={t('blog.editor.author', 'Author shown')}
                error={errors.author_name?.message}
                hint={t('blog.editor.authorHint', 'Your name, or the person you publish for.')}
              >
                {(p) => <Input {...p} {...form.register('author_name')} />}
              </Field>
            </div>
            <Field
              label={t('blog.editor.excerpt', 'Excerpt')}
              error={errors.excerpt?.message}
              hint={t('blog.editor.excerptHint', '{length}/{max}: on the blog list and in search results.', {
                length: v.excerpt.length,
                max: BLOG_LIMITS.excerptMax,
              })}
            >
              {(p) => <Textarea {...p} rows={2} {...form.register('excerpt')} />}
            </Field>
            <Field
              label={t('blog.editor.tags', 'Tags')}
              error={errors.tags?.message}
              hint={t('blog.editor.tagsHint', 'Separated by commas, e.g. news, verification.')}
            >
              {(p) => <Input {...p} {...form.register('tags')} />}
            </Field>

            <div className="grid gap-2">
              <p className="text-sm font-medium">{t('blog.editor.cover', 'Cover picture')}</p>
              {v.cover_image_url ? (
                <div className="flex flex-wrap items-center gap-3">
                  <img
                    src={v.cover_image_url}
                    alt={t('blog.editor.coverAlt', 'The cover')}
                    className="h-24 w-48 rounded-md border object-cover"
                  />
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => form.setValue('cover_image_url', null, { shouldDirty: true })}
                  >
                    <X aria-hidden /> {t('blog.editor.removeCover', 'Remove cover')}
                  </Button>
                </div>
              ) : null}
              <div>
                <Button type="button" variant="outline" size="sm" disabled={upload.busy} onClick={() => coverInput.current?.click()}>
                  <ImagePlus aria-hidden />{' '}
                  {v.cover_image_url ? t('blog.editor.replaceCover', 'Replace cover') : t('blog.editor.addCover', 'Add cover')}
                </Button>
              </div>
              <input
                ref={coverInput}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                tabIndex={-1}
                aria-label={t('blog.editor.coverFile', 'Cover picture file')}
                onChange={(e) => {
                  void uploadPicture(e.target.files?.[0], (url) => form.setValue('cover_image_url', url, { shouldDirty: true }));
                  e.target.value = '';
                }}
              />
              {errors.cover_image_url?.message ? (
                <p role="alert" className="text-sm text-destructive">
                  {tm(errors.cover_image_url.message)}
                </p>
              ) : (
                <p className="text-xs text-muted-foreground">
                  {t('blog.editor.coverHint', 'JPEG, PNG or WebP up to 5 MB; stored without its metadata (place, camera).')}
                </p>
              )}
            </div>

            <Field
              label={t('blog.editor.body', 'Post text')}
              error={errors.body?.message}
              hint={t(
                'blog.editor.bodyHint',
                'Markdown: ## headings, - lists, > quotes, **bold**, *italic*, [links](/pricing); Add picture puts one on its own line.',
              )}
            >
              {(p) => (
                <Textarea
                  {...p}
                  rows={16}
                  className="min-h-80 font-mono text-sm"
                  {...bodyField}
                  ref={(el) => {
                    bodyField.ref(el);
                    bodyRef.current = el;
                  }}
                />
              )}
            </Field>
            <div className="-mt-3 flex flex-wrap items-center gap-3">
              <Button type="button" variant="outline" size="sm" disabled={upload.busy} onClick={() => inlineInput.current?.click()}>
                <ImagePlus aria-hidden />{' '}
                {upload.busy ? t('blog.editor.uploading', 'Uploading…') : t('blog.editor.addPicture', 'Add picture')}
              </Button>
              <input
                ref={inlineInput}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                tabIndex={-1}
                aria-label={t('blog.editor.inlineFile', 'Inline picture file')}
                onChange={(e) => {
                  void uploadPicture(e.target.files?.[0], insertPicture);
                  e.target.value = '';
                }}
              />
            </div>

            <div className="flex items-start gap-2">
              <Checkbox
                id="is-example"
                checked={v.is_example}
                onCheckedChange={(c) => form.setValue('is_example', c === true, { shouldDirty: true })}
              />
              <Label htmlFor="is-example" className="grid gap-0.5 font-normal">
                <span className="font-medium">{t('blog.editor.exampleContent', 'Example content')}</span>
                <span className="text-sm text-muted-foreground">
                  {t('blog.editor.exampleHint', 'Shown with an Example mark. Untick it once the post is yours.')}
                </span>
              </Label>
            </div>

            <FormError message={save.error} />
            <div className="flex flex-wrap items-center gap-2 border-t pt-5">
              <Button type="submit" variant={live ? 'default' : 'outline'} disabled={busy}>
                <Save aria-hidden />{' '}
                {save.busy
                  ? t('blog.editor.saving', 'Saving…')
                  : live
                    ? t('blog.editor.saveChanges', 'Save changes')
                    : t('blog.editor.saveDraft', 'Save draft')}
              </Button>
              {state !== 'published' ? (
                <Button type="button" disabled={busy} onClick={() => void onPublish()}>
                  <Send aria-hidden />{' '}
                  {publish.busy ? t('blog.editor.publishing', 'Publishing…') : t('blog.editor.publishNow', 'Publish now')}
                </Button>
              ) : null}
              {live && post ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void unpublish.submit(post.id, { success: { title: t('blog.editor.unpublished', 'Unpublished.') } })}
                >
                  <EyeOff aria-hidden /> {t('blog.editor.unpublish', 'Unpublish')}
                </Button>
              ) : null}
              {post ? (
                <Button type="button" variant="ghost" className="text-destructive" disabled={busy} onClick={() => setConfirmDelete(true)}>
                  <Trash2 aria-hidden /> {t('blog.editor.delete', 'Delete')}
                </Button>
              ) : null}
            </div>
            {state !== 'published' ? (
              <div className="grid gap-2 rounded-lg border bg-muted/30 p-4">
                <Label htmlFor="schedule-at">{t('blog.editor.publishLater', 'Publish later')}</Label>
                <div className="flex flex-wrap items-center gap-2">
                  <Input
                    id="schedule-at"
                    type="datetime-local"
                    className="w-auto"
                    aria-invalid={!!scheduleError}
                    aria-describedby="schedule-hint"
                    {...schedule.register('at', { onChange: () => schedule.clearErrors('at') })}
                  />
                  <Button type="button" variant="outline" disabled={busy} onClick={() => void onSchedule()}>
                    <CalendarClock aria-hidden /> {t('blog.editor.schedule', 'Schedule')}
                  </Button>
                </div>
                {scheduleError ? (
                  <p role="alert" className="text-sm text-destructive">
                    {tm(scheduleError)}
                  </p>
                ) : (
                  <p id="schedule-hint" className="text-xs text-muted-foreground">
                    {t('blog.editor.scheduleHint', 'In your time zone ({zone}). Until then the post shows nowhere on the site.', {
                      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
                    })}
                  </p>
                )}
              </div>
            ) : null}
          </form>
        </TabsContent>
        <TabsContent value="preview">
          <div className="rounded-lg border p-4 sm:p-8" data-testid="post-preview">
            <div className="mx-auto max-w-3xl">
              <PostArticle
                titleAs="h2"
                post={{
                  title: v.title || t('blog.editor.untitled', 'Untitled post'),
                  excerpt: v.excerpt,
                  tags,
                  author_name: v.author_name || defaultAuthor,
                  published_at: post?.published_at ?? new Date().toISOString(),
                  reading_minutes: readingMinutes(v.body),
                  body: v.body,
                  cover_image_url: v.cover_image_url,
                  is_example: v.is_example,
                }}
              />
            </div>
          </div>
        </TabsContent>
      </Tabs>

      {post && confirmDelete ? (
        <Dialog open onOpenChange={(o) => !o && setConfirmDelete(false)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('blog.editor.deleteTitle', 'Delete this post?')}</DialogTitle>
              <DialogDescription>
                {t(
                  'blog.editor.deleteText',
                  '“{title}” is removed for good, from the blog and from this list. To only hide it, unpublish it.',
                  { title: post.title },
                )}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirmDelete(false)}>
                {t('blog.editor.keep', 'Keep it')}
              </Button>
              <Button
                variant="destructive"
                disabled={remove.busy}
                onClick={async () => {
                  const r = await remove.submit(post.id, { success: { title: t('blog.editor.deleted', 'Post deleted.') } });
                  if (r.ok) navigate('/admin/blog', { replace: true });
                }}
              >
                <Trash2 aria-hidden /> {t('blog.editor.deletePost', 'Delete post')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
