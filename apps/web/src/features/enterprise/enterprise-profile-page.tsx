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
import { LinkList } from './link-list';
import { useInviteStudio, useMyEnterprise, useSaveEnterprise } from './queries';
import { SubUsersPanel } from './sub-users-panel';

const TABS = [
  { value: 'company', label: 'Company details' },
  { value: 'studios', label: 'Studios' },
  { value: 'sub-users', label: 'Sub-users' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** /enterprise-profile (spec §2; enterprise accounts): company details, linked studios, sub-users. */
export default function EnterpriseProfilePage() {
  usePageMeta('Enterprise Settings', 'Company details, linked studios and sub-users of your enterprise account.');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'company';
  const q = useMyEnterprise();
  const session = useSession();
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8" aria-labelledby="enterprise-profile-title">
      <div className="grid gap-1">
        <h1 id="enterprise-profile-title" className="text-2xl font-bold tracking-tight">
          Enterprise Settings
        </h1>
        <p className="text-sm text-muted-foreground">
          Your company details and the studios you run.{' '}
          {session ? (
            <Link to={`/enterprise/${session.user.id}`} className="underline underline-offset-4">
              View your public company page
            </Link>
          ) : null}
        </p>
      </div>
      {q.isPending ? (
        <Loading label="Loading your enterprise..." className="grid gap-3">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-64 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState
          title="Could not load your enterprise"
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
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
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
                  <h2 className="text-lg font-semibold">Invitations</h2>
                  <LinkList
                    links={q.data.links.filter((l) => l.status === 'invited')}
                    side="enterprise"
                    empty="No invitations waiting for an answer."
                    testId="pending-studios"
                  />
                </div>
                <div className="grid gap-3">
                  <h2 className="text-lg font-semibold">Linked studios</h2>
                  {q.data.links.some((l) => l.status === 'active') ? (
                    <LinkList
                      links={q.data.links.filter((l) => l.status === 'active')}
                      side="enterprise"
                      empty=""
                      testId="linked-studios"
                    />
                  ) : (
                    <EmptyState icon={Building2} title="No linked studios yet">
                      Invite a studio by its username or e-mail; once it accepts, you can use the platform as that studio.
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
      success: { title: M.saved },
    });
  });
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate data-testid="company-form">
      <Field label="Company name" error={errors.company_name?.message}>
        {(p) => <Input {...p} {...form.register('company_name')} autoComplete="organization" />}
      </Field>
      <Field label="Business e-mail" error={errors.business_email?.message} hint="Where partners and the platform reach your company.">
        {(p) => <Input {...p} type="email" {...form.register('business_email')} autoComplete="email" />}
      </Field>
      <Field label="Website" error={errors.website?.message}>
        {(p) => <Input {...p} type="url" placeholder="https://" {...form.register('website')} />}
      </Field>
      <Field label="About" error={errors.about?.message}>
        {(p) => <Textarea {...p} rows={5} {...form.register('about')} />}
      </Field>
      <FormError message={save.error} />
      <div>
        <Button type="submit" disabled={save.busy}>
          {save.busy ? 'Saving...' : 'Save company details'}
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
    const r = await invite.submit(values, { form: { setError: form.setError, fields: ['studio'] }, success: { title: M.invited } });
    if (r.ok) form.reset({ studio: '' });
  });
  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate data-testid="invite-studio-form">
      <h2 className="text-lg font-semibold">Invite a studio</h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field label="Studio username or e-mail" className="flex-1" error={form.formState.errors.studio?.message}>
          {(p) => <Input {...p} {...form.register('studio')} placeholder="studio_name or hello@studio.example" />}
        </Field>
        <Button type="submit" className="sm:mt-6" disabled={invite.busy}>
          {invite.busy ? 'Inviting...' : 'Invite'}
        </Button>
      </div>
      <FormError message={invite.error} />
    </form>
  );
}
