import { zodResolver } from '@hookform/resolvers/zod';
import { type OwnPortfolioItem, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, RELEASE_TYPES, tagMemberInput } from '@mb/contract/portfolio';
import { MESSAGES } from '@mb/contract/ui-text';
import { FileCheck2, FileUp, ShieldCheck, Trash2, UserPlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { useConsentWrites } from './queries';
import { memberName, profilePath, TagStatusBadge } from './tag-status';

/** What the consent state means for the item, in one sentence the owner can act on. */
function consentSummary(item: OwnPortfolioItem): { text: string; tone: 'muted' | 'warning' | 'success' | 'danger' } {
  switch (item.consent_state) {
    case 'pending':
      return { text: tm(PORTFOLIO_MESSAGES.consentPending), tone: 'warning' };
    case 'declined':
      return { text: tm(PORTFOLIO_MESSAGES.consentDeclined), tone: 'danger' };
    case 'confirmed':
      return { text: t('credits.consent.confirmed', 'Everyone tagged has confirmed.'), tone: 'success' };
    default:
      return {
        text: t(
          'credits.consent.none',
          'No one is tagged. Tag the members who appear in this item: it stays private until each of them confirms.',
        ),
        tone: 'muted',
      };
  }
}

const TONE = {
  muted: 'border-border bg-muted/40 text-muted-foreground',
  warning: 'border-warning/40 bg-warning/10',
  success: 'border-success/40 bg-success/10',
  danger: 'border-destructive/40 bg-destructive/5',
} as const;

const RELEASE_ACCEPT = RELEASE_TYPES.join(',');

/** The browser says what the server would refuse, before the upload starts. */
function releaseProblem(file: File): string | null {
  if (!(RELEASE_TYPES as readonly string[]).includes(file.type)) return tm(PORTFOLIO_MESSAGES.releaseTypeNotAllowed);
  if (file.size > PORTFOLIO_LIMITS.uploadMaxBytes) return tm(MESSAGES.uploadTooLarge);
  return null;
}

/**
 * Co-performer consent for one item (inside the owner's item edit dialog): tag the members who appear
 * in it, see each answer, remove a tag, and attach a signed release that only staff can open. The
 * server enforces every rule said here; its answer (the item as the owner now sees it) replaces ours.
 */
const TAG_FIELDS = ['member'] as const;

export function ItemConsentEditor({ item, onChanged }: { item: OwnPortfolioItem; onChanged?: (item: OwnPortfolioItem) => void }) {
  const [current, setCurrent] = useState(item);
  useEffect(() => setCurrent(item), [item]);
  const writes = useConsentWrites(item.id, (next) => {
    setCurrent(next);
    onChanged?.(next);
  });
  const summary = consentSummary(current);
  const full = current.tags.length >= PORTFOLIO_LIMITS.tagsPerItem;

  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const form = useForm<z.input<typeof tagMemberInput>, unknown, z.output<typeof tagMemberInput>>({
    resolver: zodResolver(tagMemberInput),
    defaultValues: { member: '' },
  });
  const memberError = form.formState.errors.member?.message;

  const onTag = form.handleSubmit(async ({ member }) => {
    const r = await writes.tag.submit(member, {
      form: { setError: form.setError, fields: TAG_FIELDS, focus: true },
      success: (next) => {
        const added = next.tags.at(-1);
        return {
          title: t('credits.tag.added', 'Member tagged'),
          description: added ? t('credits.tag.addedText', '{name} is asked to confirm.', { name: memberName(added) }) : undefined,
        };
      },
    });
    if (r.ok) form.reset();
    else if (r.message) {
      // Every refusal of a tag (no member, yourself, blocked, already tagged, too many) is about this field.
      form.setError('member', { type: 'server', message: r.message }, { shouldFocus: true });
      writes.tag.setError(null);
    }
  });

  return (
    <section className="grid gap-4" aria-labelledby={`${inputId}-heading`} data-testid="item-consent-editor">
      <div className="grid gap-1">
        <h3 id={`${inputId}-heading`} className="text-base font-semibold">
          {t('credits.consent.title', 'People in this item')}
        </h3>
        <p className={cn('rounded-md border px-3 py-2 text-sm', TONE[summary.tone])} data-testid="consent-summary">
          {summary.text}
        </p>
      </div>

      <form onSubmit={onTag} className="grid gap-1.5" noValidate>
        <Label htmlFor={inputId}>{t('credits.tag.label', 'Tag a member by username')}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            {...form.register('member', { onChange: () => form.clearErrors('member') })}
            placeholder={t('credits.tag.placeholder', '@username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
            disabled={full}
            aria-invalid={Boolean(memberError)}
            aria-describedby={memberError ? errorId : hintId}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={writes.tag.busy || full}>
            <UserPlus aria-hidden="true" />
            {writes.tag.busy ? t('credits.tag.tagging', 'Tagging...') : t('credits.tag.submit', 'Tag')}
          </Button>
        </div>
        {memberError ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {memberError}
          </p>
        ) : (
          <p id={hintId} className="text-xs text-muted-foreground">
            {full
              ? tm(PORTFOLIO_MESSAGES.tagTooMany)
              : t('credits.tag.hint', 'They are notified and asked to confirm. Up to {max} members per item.', {
                  max: PORTFOLIO_LIMITS.tagsPerItem,
                })}
          </p>
        )}
      </form>

      {current.tags.length ? (
        <ul className="grid divide-y rounded-md border" aria-label={t('credits.tag.list', 'Tagged members')}>
          {current.tags.map((tag) => {
            const name = memberName(tag);
            return (
              <li key={tag.member_id} className="flex items-center gap-3 px-3 py-2">
                <Avatar src={tag.avatar_url} alt="" className="size-8" />
                <span className="grid min-w-0 flex-1">
                  <Link
                    to={profilePath({ username: tag.username, id: tag.member_id })}
                    className="truncate text-sm font-medium hover:underline"
                  >
                    {name}
                  </Link>
                  {tag.username && tag.display_name ? (
                    <span className="truncate text-xs text-muted-foreground">@{tag.username}</span>
                  ) : null}
                </span>
                <TagStatusBadge status={tag.status} />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  disabled={writes.untag.busy}
                  aria-label={t('credits.tag.removeFor', 'Remove tag for {name}', { name })}
                  title={t('credits.tag.remove', 'Remove tag')}
                  onClick={() =>
                    void writes.untag.submit(tag.member_id, {
                      success: { title: t('credits.tag.removed', 'Tag removed') },
                      failure: (m) => ({ title: m ?? t('credits.tag.removeFailed', 'Could not remove the tag') }),
                    })
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}

      <ReleasePanel item={current} writes={writes} />
    </section>
  );
}

function ReleasePanel({ item, writes }: { item: OwnPortfolioItem; writes: ReturnType<typeof useConsentWrites> }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  async function onFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const local = releaseProblem(file);
    setProblem(local);
    if (local) return;
    const r = await writes.upload.submit(file, {
      message: () => '',
      success: {
        title: item.has_release ? t('credits.release.replaced', 'Release replaced') : t('credits.release.attached', 'Release attached'),
        description: t('credits.release.staffOnly', 'Only staff can open it.'),
      },
    });
    if (!r.ok) setProblem(r.error instanceof ApiError ? (r.error.fields.file ?? r.error.message) : errorMessage(r.error));
  }

  const busy = writes.upload.busy || writes.remove.busy;
  return (
    <div className="grid gap-2 rounded-md border p-3" data-testid="release-panel">
      <div className="flex items-start gap-2">
        {item.has_release ? (
          <FileCheck2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <div className="grid gap-0.5">
          <h4 id={`${id}-release`} className="text-sm font-semibold">
            {item.has_release
              ? t('credits.release.titleAttached', 'Signed release attached')
              : t('credits.release.title', 'Signed release')}
          </h4>
          <p className="text-sm text-muted-foreground">
            {item.has_release
              ? t('credits.release.private', 'Kept private: only staff can open it, never visitors or the members tagged.')
              : t(
                  'credits.release.intro',
                  'For someone in this item who is not a member: attach their signed model release (PDF, JPEG, PNG or WebP, up to 10 MB). Only staff can open it.',
                )}
          </p>
        </div>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={RELEASE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-release`}
        data-testid="release-file"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => fileInput.current?.click()}>
          <FileUp aria-hidden="true" />
          {writes.upload.busy
            ? t('credits.release.uploading', 'Uploading...')
            : item.has_release
              ? t('credits.release.replace', 'Replace release')
              : t('credits.release.attach', 'Attach release')}
        </Button>
        {item.has_release ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => {
              setProblem(null);
              void writes.remove.submit(undefined, {
                success: { title: t('credits.release.removed', 'Release removed') },
                failure: (m) => ({ title: m ?? t('credits.release.removeFailed', 'Could not remove the release') }),
              });
            }}
          >
            <Trash2 aria-hidden="true" />
            {writes.remove.busy ? t('credits.release.removing', 'Removing...') : t('credits.release.remove', 'Remove release')}
          </Button>
        ) : null}
      </div>
      {problem ? <FormError message={problem} /> : null}
    </div>
  );
}
