import type { ModerationItemFull } from '@mb/contract/moderation';
import { isSameSitePath } from '@mb/contract/notification-types';
import { PROFILE_TYPE_LABELS } from '@mb/contract/profiles';
import { ArrowUpRight, BadgeCheck, Check, ShieldAlert, X } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { intlLocale, t, tm } from '../../lib/i18n';
import { dateTime, decisionWords, dueLabel, inSentence } from './format';
import { ItemImage } from './thumb';

const statusWords = (status: string): string | undefined =>
  (
    ({
      pending: t('moderation.detail.status.pending', 'Waiting'),
      claimed: t('moderation.detail.status.claimed', 'Being reviewed'),
      approved: t('moderation.detail.status.approved', 'Approved'),
      rejected: t('moderation.detail.status.rejected', 'Rejected'),
      escalated: t('moderation.detail.status.escalated', 'With the admins'),
      superseded: t('moderation.detail.status.superseded', 'Replaced by a newer item'),
    }) as Record<string, string>
  )[status];

const verificationWords = (m: NonNullable<ModerationItemFull['member']>) =>
  m.verified
    ? t('moderation.detail.verified', 'Verified')
    : m.verification_status
      ? t('moderation.detail.notVerifiedStatus', 'Not verified ({status})', { status: m.verification_status })
      : t('moderation.detail.notVerified', 'Not verified');

/** The item in full: large images, the member and their verification state, facts, history, and the decision buttons. */
export function ItemDetail({
  full,
  myId,
  busy,
  onApprove,
  onReject,
  onEscalate,
}: {
  full: ModerationItemFull;
  myId: string | undefined;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onEscalate: () => void;
}) {
  const { item, details, member, history } = full;
  const words = decisionWords(item.type);
  const open = item.status === 'pending' || item.status === 'claimed' || item.status === 'escalated';
  const due = dueLabel(item.due_at);
  const heldByOther = item.claimed_by && item.claimed_by.id !== myId && !full.can_decide;
  return (
    <article className="grid gap-4" aria-labelledby="moderation-item-title" data-testid="moderation-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="moderation-item-title" className="text-xl font-semibold">
            {details.title}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge
              variant={item.status === 'approved' ? 'success' : item.status === 'rejected' ? 'secondary' : 'outline'}
              data-testid="item-status"
            >
              {statusWords(item.status) ?? item.status}
            </Badge>
            {t('moderation.detail.queued', 'Queued {date}', { date: dateTime(item.created_at) })}
            {open ? <Badge variant={due.overdue ? 'warning' : 'outline'}>{due.text}</Badge> : null}
          </p>
        </div>
      </div>

      {heldByOther ? (
        <p className="rounded-md border border-info/40 bg-info/10 px-3 py-2 text-sm" role="status">
          {t('moderation.detail.heldBy', '@{name} is reviewing this item.', {
            name: item.claimed_by?.username ?? t('moderation.detail.anotherReviewer', 'another reviewer'),
          })}
        </p>
      ) : null}
      {item.status === 'escalated' ? (
        <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          {t('moderation.detail.escalated', 'Escalated {date}: {note}', {
            date: item.escalated_at ? dateTime(item.escalated_at) : '',
            note: item.escalation_note,
          })}
          {full.can_decide ? null : ` ${t('moderation.detail.adminOnly', 'Only an admin can decide it.')}`}
        </p>
      ) : null}
      {!details.current && open ? (
        <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          {t('moderation.detail.stale', 'This item no longer matches what the member has now.')}
        </p>
      ) : null}

      {details.images.length ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {details.images.map((img) => (
            <figure key={img.url} className="grid gap-1">
              <a href={img.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border bg-muted">
                <ItemImage
                  src={img.url}
                  alt={img.alt}
                  className="aspect-square w-full object-contain"
                  goneText={t('moderation.detail.gone', 'This file is no longer stored.')}
                />
              </a>
              {img.caption ? <figcaption className="text-xs text-muted-foreground">{img.caption}</figcaption> : null}
            </figure>
          ))}
        </div>
      ) : null}

      {open ? (
        <fieldset className="flex flex-wrap gap-2" aria-label={t('moderation.detail.decision', 'Decision')}>
          <Button
            onClick={onApprove}
            disabled={!full.can_decide || busy}
            aria-keyshortcuts="A"
            className="bg-success text-background hover:bg-success/90"
          >
            <Check aria-hidden="true" />
            {words.approve}
          </Button>
          <Button variant="destructive" onClick={onReject} disabled={!full.can_decide || busy} aria-keyshortcuts="R">
            <X aria-hidden="true" />
            {words.reject}
          </Button>
          {item.status !== 'escalated' ? (
            <Button variant="outline" onClick={onEscalate} disabled={!full.can_decide || busy} aria-keyshortcuts="E">
              <ShieldAlert aria-hidden="true" />
              {t('moderation.escalate.button', 'Escalate')}
            </Button>
          ) : null}
        </fieldset>
      ) : (
        <p className="text-sm" data-testid="item-decision">
          {statusWords(item.status)}{' '}
          {item.decided_by?.username ? t('moderation.detail.by', 'by @{name}', { name: item.decided_by.username }) : ''}{' '}
          {item.decided_at ? dateTime(item.decided_at) : ''}
          {item.reason ? `: ${item.reason}` : ''}
        </p>
      )}

      <div className="grid gap-4 md:grid-cols-2">
        {member ? (
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">{t('moderation.detail.member', 'Member')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              <div className="flex items-center gap-3">
                <Avatar src={member.avatar_url} alt="" className="size-12" />
                <div className="grid">
                  <span className="font-medium">
                    {member.display_name || (member.username ? `@${member.username}` : t('moderation.detail.member', 'Member'))}
                  </span>
                  {member.username ? <span className="text-muted-foreground">@{member.username}</span> : null}
                </div>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">{t('moderation.detail.account', 'Account')}</dt>
                <dd>{tm(PROFILE_TYPE_LABELS[member.profile_type as keyof typeof PROFILE_TYPE_LABELS] ?? member.profile_type)}</dd>
                <dt className="text-muted-foreground">{t('moderation.detail.verification', 'Verification')}</dt>
                <dd className="flex items-center gap-1" data-testid="member-verification">
                  {member.verified ? <BadgeCheck className="size-4 text-success" aria-hidden="true" /> : null}
                  {verificationWords(member)}
                </dd>
                <dt className="text-muted-foreground">{t('moderation.detail.memberSince', 'Member since')}</dt>
                <dd>{new Date(member.member_since).toLocaleDateString(intlLocale())}</dd>
              </dl>
              <Link to={`/profile/${member.id}`} className="inline-flex items-center gap-1 text-primary hover:underline">
                {t('moderation.detail.openProfile', 'Open profile')} <ArrowUpRight className="size-3.5" aria-hidden="true" />
              </Link>
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">{t('moderation.detail.details', 'Details')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 text-sm">
              {details.facts.map((f) => (
                <div key={f.label} className="grid gap-0.5">
                  <dt className="text-muted-foreground">{tm(f.label)}</dt>
                  <dd className="whitespace-pre-line break-words">
                    {f.kind === 'datetime' ? (
                      dateTime(f.value)
                    ) : f.kind === 'link' && isSameSitePath(f.value) ? (
                      <a
                        href={f.value}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-medium text-primary underline underline-offset-4"
                      >
                        {t('moderation.detail.openFact', 'Open {what}', { what: inSentence(tm(f.label)) })}
                        <span className="sr-only"> {t('moderation.newTab', '(opens in a new tab)')}</span>
                      </a>
                    ) : (
                      f.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">{t('moderation.detail.history', 'History with this member')}</CardTitle>
        </CardHeader>
        <CardContent>
          {history.length ? (
            <ul className="grid gap-1.5 text-sm">
              {history.map((h) => (
                <li key={h.id} className="flex flex-wrap gap-x-2">
                  <span className="text-muted-foreground">{dateTime(h.created_at)}</span>
                  <span className="font-medium">{h.type}</span>
                  <span>{statusWords(h.status) ?? h.status}</span>
                  {h.reason ? <span className="text-muted-foreground">“{h.reason}”</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('moderation.detail.noHistory', 'No earlier items.')}</p>
          )}
        </CardContent>
      </Card>
    </article>
  );
}
