import { zodResolver } from '@hookform/resolvers/zod';
import { type EnterpriseAccount, enterpriseAccountInput, inviteStudioInput, ENTERPRISE_MESSAGES as M } from '@mb/contract/enterprise';
import { Building2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../lib/auth';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { LinkList } from './link-list';
import { useInviteStudio, useMyEnterprise, useSaveEnterprise } from './queries';
import { SubUsersPanel } from './sub-users-panel';

const TAB_VALUES = ['company', 'studios', 'sub-users'] as const;
type Tab = (typeof TAB_VALUES)[number];
const tabs = (): { value: Tab; label: string }[] => [
  { value: 'company', label: t('enterprise.settings.company', 'Company details') },
  { value: 'studios', label: t('enterprise.public.studios', 'Studios') },
  { value: 'sub-users', label: t('enterprise.subUsers.title', 'Sub-users') },
];
/** The website field's placeholder: the same in every language. */
const URL_START = 'https://';

/** /enterprise-profile (spec §2; enterprise accounts): company details, linked studios, sub-users. */
export default function EnterpriseProfilePage() {
  usePageMeta(
    t('enterprise.settings.title', 'Enterprise Settings'),
    t('enterprise.settings.meta', 'Company details, linked studios and sub-users of your enterprise account.'),
  );
  const [params, setParams] = useSearchParams();
  const tab: Tab = TAB_VALUES.find((v) => v === params.get('tab')) ?? 'company';
  const q = useMyEnterprise();
  const session = useSession();
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8" aria-labelledby="enterprise-profile-title">
      <div className="grid gap-1">
        <h1 id="enterprise-profile-title" className="text-2xl font-bold tracking-tight">
          {t('enterprise.settings.title', 'Enterprise Settings')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('enterprise.settings.intro', 'Your company details and the studios you run.')}{' '}
          {session ? (
            <Link to={`/enterprise/${session.user.id}`} className="underline underline-offset-4">
              {t('enterprise.settings.viewPublic', 'View your public company page')}
            </Link>
          ) : null}
        </p>
      </div>
      {q.isPending ? (
        <Loading label={t('enterprise.settings.loading', 'Loading your enterprise...')} className="grid gap-3">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-64 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState
          title={t('enterprise.settings.loadFailed', 'Could not load your enterprise')}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <Tabs
          className="min-w-0"
          value={tab}
          onValueChange={(v) => {
            const next = new URLSearchParams(params);
            next.set('tab', v);
            setParams(next, { replace: true });
          }}
        >
          <TabsList className="h-auto flex-wrap justify-start">
            {tabs().map((tb) => (
              <TabsTrigger key={tb.value} value={tb.value}>
                {tb.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <Card className="mt-4">
            <CardContent className="pt-6">
              <TabsContent value="company" className="mt-0">
                <CompanyForm account={q.data.account} />
              </TabsContent>
              <TabsContent value="studios" className="mt-0 grid gap-6">
                <InviteForm />
                <div className="grid gap-3">
                  <h2 className="text-lg font-semibold">{t('enterprise.settings.invitations', 'Invitations')}</h2>
                  <LinkList
                    links={q.data.links.filter((l) => l.status === 'invited')}
                    side="enterprise"
                    empty={t('enterprise.settings.noInvitations', 'No invitations waiting for an answer.')}
                    testId="pending-studios"
                  />
                </div>
                <div className="grid gap-3">
                  <h2 className="text-lg font-semibold">{t('enterprise.settings.linkedStudios', 'Linked studios')}</h2>
                  {q.data.links.some((l) => l.status === 'active') ? (
                    <LinkList
                      links={q.data.links.filter((l) => l.status === 'active')}
                      side="enterprise"
                      empty=""
                      testId="linked-studios"
                    />
                  ) : (
                    <EmptyState icon={Building2} title={t('enterprise.dashboard.noStudios', 'No linked studios yet')}>
                      {t(
                        'enterprise.settings.noStudiosText',
                        'Invite a studio by its username or e-mail; once it accepts, you can use the platform as that studio.',
                      )}
                    </EmptyState>
                  )}
                </div>
              </TabsContent>
              <TabsContent value="sub-users" className="mt-0">
                <SubUsersPanel />
              </TabsContent>
            </CardContent>
          </Card>
        </Tabs>
      )}
    </section>
  );
}

type AccountForm = z.input<typeof enterpriseAccountInput>;

function CompanyForm({ account }: { account: EnterpriseAccount }) {
  const save = useSaveEnterprise();
  const form = useForm<AccountForm, unknown, z.output<typeof enterpriseAccountInput>>({
    resolver: zodResolver(enterpriseAccountInput),
    defaultValues: account,
  });
  useEffect(() => form.reset(account), [account, form]);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    await save.submit(values, {
      form: { setError: form.setError, fields: ['company_name', 'business_email', 'website', 'about'] },
      success: { title: tm(M.saved) },
    });
  });
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate data-testid="company-form">
      <Field label={t('enterprise.settings.companyName', 'Company name')} error={errors.company_name?.message}>
        {(p) => <Input {...p} {...form.register('company_name')} autoComplete="organization" />}
      </Field>
      <Field
        label={t('enterprise.settings.email', 'Business e-mail')}
        error={errors.business_email?.message}
        hint={t('enterprise.settings.emailHint', 'Where partners and the platform reach your company.')}
      >
        {(p) => <Input {...p} type="email" {...form.register('business_email')} autoComplete="email" />}
      </Field>
      <Field label={t('enterprise.settings.website', 'Website')} error={errors.website?.message}>
        {(p) => <Input {...p} type="url" placeholder={URL_START} {...form.register('website')} />}
      </Field>
      <Field label={t('enterprise.settings.about', 'About')} error={errors.about?.message}>
        {(p) => <Textarea {...p} rows={5} {...form.register('about')} />}
      </Field>
      <FormError message={save.error} />
      <div>
        <Button type="submit" disabled={save.busy}>
          {save.busy ? t('common.saving', 'Saving...') : t('enterprise.settings.save', 'Save company details')}
        </Button>
      </div>
    </form>
  );
}

function InviteForm() {
  const invite = useInviteStudio();
  const form = useForm<z.input<typeof inviteStudioInput>, unknown, z.output<typeof inviteStudioInput>>({
    resolver: zodResolver(inviteStudioInput),
    defaultValues: { studio: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const r = await invite.submit(values, { form: { setError: form.setError, fields: ['studio'] }, success: { title: tm(M.invited) } });
    if (r.ok) form.reset({ studio: '' });
  });
  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate data-testid="invite-studio-form">
      <h2 className="text-lg font-semibold">{t('enterprise.settings.inviteStudio', 'Invite a studio')}</h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          label={t('enterprise.settings.studioField', 'Studio username or e-mail')}
          className="flex-1"
          error={form.formState.errors.studio?.message}
        >
          {(p) => (
            <Input
              {...p}
              {...form.register('studio')}
              placeholder={t('enterprise.settings.studioExample', 'studio_name or hello@studio.example')}
            />
          )}
        </Field>
        <Button type="submit" className="sm:mt-6" disabled={invite.busy}>
          {invite.busy ? t('enterprise.subUsers.inviting', 'Inviting...') : t('enterprise.subUsers.inviteButton', 'Invite')}
        </Button>
      </div>
      <FormError message={invite.error} />
    </form>
  );
}
