import { BIOLINK_ICON_SHAPES } from '@mb/contract/biolink-icons';
import { type BioLinkPage, type bioLinkPageInput, detectBioLinkIcon } from '@mb/contract/biolinks';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { ArrowDown, ArrowUp, MousePointerClick, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { t, tm } from '../../lib/i18n';
import { BioLinkIcon } from './bio-link-icon';
import type { BioLinkFormValues } from './form-values';

/** The scheme a link starts with: the same in every language. */
const URL_PLACEHOLDER = 'https://';

type Form = UseFormReturn<BioLinkFormValues, unknown, z.output<typeof bioLinkPageInput>>;

/** The links in order: add, edit, remove, and move up or down with buttons (keyboard and screen readers too). */
export function LinksEditor({ form, page }: { form: Form; page: BioLinkPage | null }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'links' });
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const clicksById = new Map(page?.links.map((l) => [l.id, l.clicks]) ?? []);
  const errors = form.formState.errors.links;
  const full = fields.length >= PORTFOLIO_LIMITS.bioLinksMax;
  const links = form.watch('links');

  const shift = (from: number, by: -1 | 1) => {
    const to = from + by;
    if (to < 0 || to >= fields.length) return;
    const key = fields[from]?.id;
    const label = links[from]?.label || t('biolinks.link', 'Link {n}', { n: from + 1 });
    move(from, to);
    setAnnouncement(t('biolinks.moved', '{label} moved to position {to} of {count}.', { label, to: to + 1, count: fields.length }));
    // Focus stays on the moved link's button; at either end, on the one that still works.
    requestAnimationFrame(() => {
      const atEdge = (by === -1 && to === 0) || (by === 1 && to === fields.length - 1);
      const dir = atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
      buttons.current.get(`${key}:${dir}`)?.focus();
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('publicProfile.links.title', 'Links')}</CardTitle>
        <CardDescription>
          {t(
            'biolinks.linksLead',
            'Shown as buttons in this order. The icon comes from the address: Instagram, X, TikTok, YouTube, OnlyFans, Fansly, Patreon, Twitch, Reddit, Telegram, Snapchat, Facebook, LinkedIn, e-mail (mailto:) or any website.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className={full ? 'text-sm text-warning' : 'text-sm text-muted-foreground'} data-testid="links-count">
          {t('biolinks.count', '{count} of {max} links.', { count: fields.length, max: PORTFOLIO_LIMITS.bioLinksMax })}
          {full ? ` ${tm(PORTFOLIO_MESSAGES.bioLinkTooMany)}` : ''}
        </p>
        {errors?.message ? (
          <p role="alert" className="text-sm text-destructive">
            {tm(errors.message)}
          </p>
        ) : null}
        <ol className="grid gap-3">
          {fields.map((f, i) => {
            const e = errors?.[i];
            const url = links[i]?.url ?? '';
            const icon = detectBioLinkIcon(url);
            const clicks = f.id && links[i]?.id ? clicksById.get(links[i]?.id as string) : undefined;
            const name = links[i]?.label || t('biolinks.link', 'Link {n}', { n: i + 1 });
            return (
              <li
                key={f.id}
                className="grid gap-3 rounded-md border p-3 sm:p-4"
                aria-label={t('biolinks.linkLabel', 'Link {n}: {name}', { n: i + 1, name })}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex items-center gap-2 text-sm font-semibold">
                    <span
                      className="inline-flex size-8 items-center justify-center rounded-md bg-muted"
                      title={BIOLINK_ICON_SHAPES[icon].name}
                    >
                      <BioLinkIcon icon={icon} />
                    </span>
                    <span>
                      {i + 1}. <span className="sr-only">{t('biolinks.detected', 'Detected icon:')} </span>
                      {BIOLINK_ICON_SHAPES[icon].name}
                    </span>
                    {clicks !== undefined ? (
                      <span
                        className="inline-flex items-center gap-1 font-normal text-muted-foreground tabular-nums"
                        data-testid="link-clicks"
                      >
                        <MousePointerClick className="size-4" aria-hidden />
                        {t('biolinks.clicks', '{count, plural, one {# click} other {# clicks}}', { count: clicks })}
                      </span>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-1">
                    <Button
                      ref={(el) => {
                        buttons.current.set(`${f.id}:up`, el);
                      }}
                      type="button"
                      variant="ghost"
                      size="icon"
                      onClick={() => shift(i, -1)}
                      disabled={i === 0}
                      aria-label={t('biolinks.up', 'Move {name} up', { name })}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      ref={(el) => {
                        buttons.current.set(`${f.id}:down`, el);
                      }}
                      type="button"
                      variant="ghost"
                      size="icon"
                      onClick={() => shift(i, 1)}
                      disabled={i === fields.length - 1}
                      aria-label={t('biolinks.down', 'Move {name} down', { name })}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      onClick={() => {
                        remove(i);
                        setAnnouncement(t('biolinks.removed', '{name} removed.', { name }));
                      }}
                      aria-label={t('biolinks.remove', 'Remove {name}', { name })}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                  <Field label={t('biolinks.label', 'Label')} error={e?.label?.message}>
                    {(p) => <Input {...p} maxLength={PORTFOLIO_LIMITS.bioLinkLabelMax} {...form.register(`links.${i}.label`)} />}
                  </Field>
                  <Field label={t('biolinks.address', 'Address')} error={e?.url?.message}>
                    {(p) => (
                      <Input
                        {...p}
                        type="url"
                        inputMode="url"
                        autoCapitalize="none"
                        spellCheck={false}
                        placeholder={URL_PLACEHOLDER}
                        maxLength={PORTFOLIO_LIMITS.bioLinkUrlMax}
                        {...form.register(`links.${i}.url`)}
                      />
                    )}
                  </Field>
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={full}
          onClick={() => append({ label: '', url: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden />
          {t('biolinks.add', 'Add link')}
        </Button>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </CardContent>
    </Card>
  );
}
