import { zodResolver } from '@hookform/resolvers/zod';
import { CASTING_LIMITS, type StudioNews, type StudioNewsInput, studioNewsInput } from '@mb/contract/casting';
import { ImagePlus, Newspaper, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { applyServerError } from '../../lib/form-errors';
import { intlLocale, t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { ListSkeleton, LoadError, PageHead, StudioOnly } from './parts';
import { useDeleteNews, usePostNews, useStudioNews } from './queries';

/** The server's field errors the composer shows: the text under its fields, the image's below the picker. */
const FIELDS = ['title', 'body', 'file'] as const;
/** The text the contract checks; `file` only ever holds the server's word on the image. */
type NewsDraft = StudioNewsInput & { file?: string };

function Composer() {
  const post = usePostNews();
  const form = useForm<NewsDraft>({ resolver: zodResolver(studioNewsInput), defaultValues: { title: '', body: '' } });
  const { errors } = form.formState;
  const body = form.watch('body');
  const [image, setImage] = useState<File | null>(null);
  const [nsfw, setNsfw] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <form
      className="grid gap-3"
      aria-label={t('casting.news.post', 'Post studio news')}
      onSubmit={form.handleSubmit(async (text) => {
        const r = await post.submit(
          { ...text, image, nsfw },
          {
            success: (n) =>
              n.pending_review
                ? {
                    title: t('casting.news.postedReview', 'Posted. The image is being reviewed.'),
                    description: t('casting.news.postedReviewText', 'It reaches your followers’ feeds once a moderator approves it.'),
                  }
                : { title: t('casting.news.posted', 'Posted to your followers’ feeds.') },
          },
        );
        if (r.ok) {
          form.reset();
          setImage(null);
          setNsfw(false);
          if (fileRef.current) fileRef.current.value = '';
          // Under its field and, as always, above the button too (post.error keeps the message).
        } else applyServerError(r.error, form.setError, FIELDS);
      })}
    >
      <Field label={t('casting.news.titleField', 'Title')} error={errors.title?.message}>
        {(p) => <Input {...p} maxLength={CASTING_LIMITS.newsTitleMax} {...form.register('title')} />}
      </Field>
      <Field label={t('casting.news.body', 'News')} error={errors.body?.message} hint={`${body.length}/${CASTING_LIMITS.newsBodyMax}`}>
        {(p) => <Textarea {...p} maxLength={CASTING_LIMITS.newsBodyMax} {...form.register('body')} />}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileRef}
          id="news-image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => fileRef.current?.click()}>
          <ImagePlus aria-hidden /> {image ? t('casting.news.changeImage', 'Change image') : t('casting.news.addImage', 'Add image')}
        </Button>
        {image ? (
          <span className="flex min-w-0 items-center gap-1 text-sm">
            <span className="truncate">{image.name}</span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('casting.news.removeImage', 'Remove image')}
              onClick={() => {
                setImage(null);
                if (fileRef.current) fileRef.current.value = '';
              }}
            >
              <X aria-hidden />
            </Button>
          </span>
        ) : null}
        {image ? (
          <div className="flex items-center gap-2">
            <Checkbox id="news-nsfw" checked={nsfw} onCheckedChange={(v) => setNsfw(v === true)} />
            <Label htmlFor="news-nsfw">{t('casting.news.nsfw', 'Image is NSFW')}</Label>
          </div>
        ) : null}
      </div>
      {errors.file ? <p className="text-sm text-destructive">{errors.file.message}</p> : null}
      <FormError message={post.error} />
      <Button type="submit" className="justify-self-start" disabled={post.busy}>
        {post.busy ? t('casting.news.posting', 'Posting...') : t('casting.news.postButton', 'Post news')}
      </Button>
    </form>
  );
}

function NewsItem({ n }: { n: StudioNews }) {
  const remove = useDeleteNews();
  return (
    <li className="grid gap-1 py-4" data-testid="studio-news">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto min-w-0 font-semibold break-words">{n.title}</h3>
        {n.has_image ? <Badge variant="secondary">{t('casting.news.image', 'Image')}</Badge> : null}
        {n.pending_review ? (
          <Badge variant="warning">{t('casting.news.waiting', 'Waiting for moderation')}</Badge>
        ) : n.feed_item_id ? (
          <Badge variant="success">{t('casting.news.inFeeds', 'In followers’ feeds')}</Badge>
        ) : (
          <Badge variant="outline">{t('casting.news.notShown', 'Not shown')}</Badge>
        )}
      </div>
      <p className="text-sm break-words whitespace-pre-line">{n.body}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>{new Date(n.created_at).toLocaleString(intlLocale())}</span>
        <Button
          size="sm"
          variant="ghost"
          disabled={remove.busy}
          onClick={() =>
            void remove.submit(n.id, {
              success: { title: t('casting.news.deleted', 'News deleted.') },
              failure: (m) => ({ title: m ?? t('casting.forms.deleteFailed', 'Could not delete.') }),
            })
          }
        >
          {t('casting.delete', 'Delete')}
        </Button>
      </div>
    </li>
  );
}

function NewsList() {
  const q = useStudioNews();
  if (q.isPending) return <ListSkeleton label={t('casting.news.loading', 'Loading your news')} rows={2} />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  if (q.data.items.length === 0)
    return (
      <EmptyState icon={Newspaper} title={t('casting.news.empty', 'No news yet')}>
        {t(
          'casting.news.emptyText',
          'Announce a new release, a casting round or a shoot. Your followers and connections see it in their activity feed.',
        )}
      </EmptyState>
    );
  return (
    <ul className="divide-y">
      {q.data.items.map((n) => (
        <NewsItem key={n.id} n={n} />
      ))}
    </ul>
  );
}

/** /studio-news (studios): post news and updates to followers' feeds. */
export default function StudioNewsPage() {
  usePageMeta(
    `${t('casting.news.title', 'News & Updates')} · ${PRODUCT_NAME}`,
    t('casting.news.meta', 'Post studio news to your followers.'),
  );
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <StudioOnly what={t('casting.news.title', 'News & Updates')}>
        <PageHead
          icon={Newspaper}
          title={t('casting.news.title', 'News & Updates')}
          lead={t(
            'casting.news.lead',
            'Post news to the members who follow or are connected with your studio. It appears in their activity feed.',
          )}
        />
        <Card>
          <CardHeader>
            <CardTitle>{t('casting.news.new', 'New post')}</CardTitle>
            <CardDescription>
              {t('casting.news.checked', 'Images are checked before they are shown, like any upload. See how it looks in the')}{' '}
              <Link to="/activity-feed" className="underline">
                {t('casting.news.feed', 'activity feed')}
              </Link>
              .
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Composer />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('casting.news.yours', 'Your news')}</CardTitle>
          </CardHeader>
          <CardContent>
            <NewsList />
          </CardContent>
        </Card>
      </StudioOnly>
    </section>
  );
}
