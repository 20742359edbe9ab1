import { CircleCheck, Clock, Gavel, Mail, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PublicPage } from '../../components/page/page-layout';
import { Button } from '../../components/ui/button';
import { InlineSkeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { useSiteInfo } from '../public';
import { ContactForm, type SentMessage } from './contact-form';

export default function ContactPage() {
  const [params] = useSearchParams();
  const [sent, setSent] = useState<SentMessage | null>(null);
  // A new key gives a fresh, empty form after "Send another message".
  const [formKey, setFormKey] = useState(0);

  return (
    <PublicPage
      path="/contact"
      eyebrow={t('contact.eyebrow', 'Contact')}
      title={t('contact.title', 'Talk to the team')}
      lead={t('contact.lead', 'Support, press, partnerships, legal notices or a safety concern: write to us and a person will answer.')}
    >
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
        <div className="rounded-lg border bg-card p-6 sm:p-8">
          {sent ? (
            <div role="status" className="flex flex-col items-start gap-4">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
                <CircleCheck className="size-6" aria-hidden />
              </span>
              <h2 className="text-2xl font-semibold tracking-tight">{t('contact.sent', 'Message sent')}</h2>
              <p className="text-muted-foreground">
                {t('contact.thanksBefore', 'Thank you. We will reply to')}{' '}
                <strong className="font-semibold text-foreground">{sent.email}</strong>
                {t('contact.thanksAfter', ', usually within two business days.')}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('contact.reference', 'Your reference:')}{' '}
                <span className="font-mono font-semibold text-foreground">{sent.reference}</span>
              </p>
              <div className="mt-2 flex flex-wrap gap-3">
                <Button
                  variant="outline"
                  onClick={() => {
                    setSent(null);
                    setFormKey((k) => k + 1);
                  }}
                >
                  {t('contact.another', 'Send another message')}
                </Button>
                <Button variant="ghost" asChild>
                  <Link to="/">{t('contact.home', 'Back to home')}</Link>
                </Button>
              </div>
            </div>
          ) : (
            <>
              <h2 className="mb-6 text-xl font-semibold">{t('contact.formTitle', 'Send us a message')}</h2>
              <ContactForm key={formKey} initialTopic={params.get('topic')} onSent={setSent} />
            </>
          )}
        </div>
        <ContactAside />
      </div>
    </PublicPage>
  );
}

function ContactAside() {
  const site = useSiteInfo();
  const e = site.data?.emails;
  const addr = (v: string | undefined) =>
    v ? (
      <a href={`mailto:${v}`} className="font-medium text-foreground underline-offset-4 hover:underline">
        {v}
      </a>
    ) : site.isError ? (
      <span>{t('contact.theForm', 'the contact form')}</span>
    ) : (
      <InlineSkeleton className="h-4 w-40 align-middle" />
    );
  return (
    <aside aria-label={t('contact.other', 'Other ways to reach us')} className="grid content-start gap-6 text-sm">
      <div className="flex gap-3">
        <Clock className="mt-0.5 size-5 shrink-0 text-primary dark:text-red-400" aria-hidden />
        <div>
          <h2 className="font-semibold">{t('contact.when', 'When we reply')}</h2>
          <p className="mt-1 text-muted-foreground">
            {t('contact.whenText', 'Within two business days. Safety reports are read first, every day.')}
          </p>
        </div>
      </div>
      <div className="flex gap-3">
        <Mail className="mt-0.5 size-5 shrink-0 text-primary dark:text-red-400" aria-hidden />
        <div>
          <h2 className="font-semibold">{t('contact.email', 'Prefer e-mail?')}</h2>
          <ul className="mt-1 grid gap-1 text-muted-foreground">
            <li>
              {t('contact.support', 'Support:')} {addr(e?.support)}
            </li>
            <li>
              {t('contact.press', 'Press:')} {addr(e?.press)}
            </li>
            <li>
              {t('contact.partnerships', 'Partnerships:')} {addr(e?.partnerships)}
            </li>
          </ul>
        </div>
      </div>
      <div className="flex gap-3">
        <Gavel className="mt-0.5 size-5 shrink-0 text-primary dark:text-red-400" aria-hidden />
        <div>
          <h2 className="font-semibold">{t('contact.copyright', 'Copyright notices')}</h2>
          <p className="mt-1 text-muted-foreground">
            {t('contact.dmcaBefore', 'Send DMCA notices to')} {addr(e?.dmca)}. {t('contact.dmcaOur', 'Our')}{' '}
            <Link to="/dmca" className="font-medium text-foreground underline underline-offset-4">
              {t('contact.dmcaPage', 'DMCA page')}
            </Link>{' '}
            {t('contact.dmcaAfter', 'lists what a notice must contain.')}
          </p>
        </div>
      </div>
      <div className="flex gap-3 rounded-lg border border-warning/40 bg-warning/5 p-4">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div>
          <h2 className="font-semibold">{t('contact.danger', 'Someone in danger?')}</h2>
          <p className="mt-1 text-muted-foreground">
            {t('contact.dangerBefore', 'Call your local emergency number first. Then tell us at')} {addr(e?.safety)}{' '}
            {t('contact.dangerAfter', 'or choose “Safety or abuse report” above.')}
          </p>
        </div>
      </div>
    </aside>
  );
}
