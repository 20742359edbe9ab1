import { LogIn, MailQuestion } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { useNoindex, usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { RequestPage } from './request-page';
import { StatusPage } from './status-page';
import { TakedownPage } from './takedown-page';

/**
 * /removal-requests/{reference}, one page (one route on the member's first page) for everyone a removal
 * request concerns: `new` is the form; with the mailed `?token=` it is the requester's status page;
 * signed in without a token it is the uploader's takedown page (404 to anyone else); otherwise it says
 * how to get in.
 */
export default function RemovalPage() {
  const { reference = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  if (reference === 'new') return <RequestPage />;
  if (params.get('token')) return <StatusPage />;
  if (session) return <TakedownPage />;
  return <SignInOrMail reference={reference.toUpperCase()} />;
}

function SignInOrMail({ reference }: { reference: string }) {
  const title = t('removals.requestTitle', 'Removal request {reference}', { reference });
  usePageMeta(title, t('removals.gate.meta', 'A removal request.'));
  useNoindex();
  const back = `/removal-requests/${reference}`;
  return (
    <section className="mx-auto grid w-full max-w-xl gap-4 px-4 py-12" aria-labelledby="removal-gate-title">
      <EmptyState
        icon={MailQuestion}
        title={title}
        titleAs="h1"
        action={
          <Button asChild variant="outline">
            <Link to={`/auth?redirect=${encodeURIComponent(back)}`}>
              <LogIn aria-hidden />
              {t('removals.gate.signIn', 'Sign in')}
            </Link>
          </Button>
        }
      >
        {t(
          'removals.gate.text',
          'Sent this request? Open the link in our e-mail: it carries the key to this page. Is it about your content? Sign in.',
        )}
      </EmptyState>
    </section>
  );
}
