import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_TOPICS, type ContactTopic, contactInput } from '@mb/contract/contact';
import { MESSAGES } from '@mb/contract/ui-text';
import { ChevronDown, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { intlLocale, t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { useSendContact } from './queries';

type Values = z.input<typeof contactInput>;
const FIELDS = ['name', 'email', 'topic', 'message'] as const;

export interface SentMessage {
  reference: string;
  email: string;
}

/** A refusal the visitor can act on (wait, reconnect) is said as is; anything else is the form's own failure message. */
const failedMessage = (e: unknown) =>
  !(e instanceof ApiError)
    ? tm(MESSAGES.unexpected)
    : e.code === 'rate_limited' || e.code === 'network'
      ? e.message
      : tm(CONTACT_MESSAGES.failed);

/** A topic's name in the reader's language (the contract's CONTACT_TOPIC_LABELS are the English). */
const topicLabel = (topic: ContactTopic) =>
  ({
    general: t('contact.topic.general', 'General enquiry'),
    support: t('contact.topic.support', 'Account or technical support'),
    press: t('contact.topic.press', 'Press and media'),
    partnerships: t('contact.topic.partnerships', 'Partnerships and ambassadors'),
    legal: t('contact.topic.legal', 'Legal / DMCA'),
    safety: t('contact.topic.safety', 'Safety or abuse report'),
  })[topic];

const isTopic = (t: string | null): t is ContactTopic => CONTACT_TOPICS.includes(t as ContactTopic);

/** The contact form: the contract's schema on both ends, errors under the fields, typed text kept on every error. */
export function ContactForm({ initialTopic, onSent }: { initialTopic: string | null; onSent: (m: SentMessage) => void }) {
  const send = useSendContact();
  const form = useForm<Values>({
    resolver: zodResolver(contactInput),
    defaultValues: { name: '', email: '', topic: (isTopic(initialTopic) ? initialTopic : '') as ContactTopic, message: '', website: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const length = form.watch('message')?.trim().length ?? 0;

  const submit = form.handleSubmit(async (values) => {
    const r = await send.submit(values, { form: { setError: form.setError, fields: FIELDS, focus: true }, message: failedMessage });
    if (r.ok) onSent({ reference: r.data.reference, email: values.email.trim().toLowerCase() });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('contact.formLabel', 'Contact form')} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('contact.name', 'Your name')} error={errors.name?.message} className="content-start">
          {(p) => <Input {...p} autoComplete="name" maxLength={CONTACT_LIMITS.nameMax + 20} {...form.register('name')} />}
        </Field>
        <Field
          label={t('contact.emailLabel', 'E-mail')}
          error={errors.email?.message}
          hint={t('contact.emailHint', 'We reply to this address.')}
          className="content-start"
        >
          {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />}
        </Field>
      </div>
      <Field label={t('contact.topic', 'Topic')} error={errors.topic?.message}>
        {(p) => (
          <div className="relative">
            <select
              {...p}
              {...form.register('topic')}
              className={cn(
                'flex h-10 w-full appearance-none rounded-md border border-input bg-background px-3 py-2 pr-9 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive',
              )}
            >
              <option value="" disabled>
                {t('contact.chooseTopic', 'Choose a topic')}
              </option>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {topicLabel(topic)}
                </option>
              ))}
            </select>
            <ChevronDown className="pointer-events-none absolute top-3 right-3 size-4 text-muted-foreground" aria-hidden />
          </div>
        )}
      </Field>
      <Field
        label={t('contact.message', 'Message')}
        error={errors.message?.message}
        hint={t('contact.messageHint', 'At least {min} characters. Please do not include passwords or ID documents.', {
          min: CONTACT_LIMITS.messageMin,
        })}
      >
        {(p) => <Textarea {...p} rows={7} className="min-h-40" {...form.register('message')} />}
      </Field>
      <p
        className={cn(
          '-mt-3 text-right text-xs tabular-nums',
          length > CONTACT_LIMITS.messageMax ? 'text-destructive' : 'text-muted-foreground',
        )}
      >
        {length.toLocaleString(intlLocale())} / {CONTACT_LIMITS.messageMax.toLocaleString(intlLocale())}
      </p>
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t('contact.honeypot', 'Website (leave empty)')}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <FormError message={send.error} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={send.busy}>
          <Send aria-hidden />
          {send.busy ? t('contact.sending', 'Sending...') : t('contact.send', 'Send message')}
        </Button>
        <p className="text-xs text-muted-foreground">
          {t('contact.privacyBefore', 'We use what you send only to answer you. See our')}{' '}
          <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
            {t('contact.privacy', 'privacy policy')}
          </Link>
          {t('contact.privacyAfter', '.')}
        </p>
      </div>
    </form>
  );
}
