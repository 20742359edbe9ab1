import { type CatalogueQuery, isCountryCode, LICENSE_USAGES, LICENSING_MESSAGES as M, USAGE_LABELS } from '@mb/contract/licensing';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { CatalogueCard, EmptyLine, LicenseCard, RequestCard } from './cards';
import { useCatalogue, useLicenseeDashboard } from './queries';
import { selectClass } from './terms-fields';

const listSkeleton = (label: string) => (
  <Loading label={label} className="grid gap-3">
    <Skeleton className="h-36 w-full" />
    <Skeleton className="h-36 w-full" />
  </Loading>
);

/**
 * MB Licensing's home for members who installed it (studios and businesses, spec §4): the licensable
 * catalogue with filters, the member's requests (answers, counter-offers, payment) and licenses. Back
 * from the payment page (`?paid=<request>`), the licenses tab waits for the payment to land.
 */
export function LicensingHome() {
  const [params] = useSearchParams();
  const paid = params.get('paid');
  const dash = useLicenseeDashboard({ awaitingPayment: Boolean(paid) });
  const [tab, setTab] = useState(paid ? 'licenses' : 'catalogue');
  const waiting = paid ? dash.data?.requests.find((r) => r.id === paid && r.status === 'accepted') : undefined;
  const openRequests = dash.data?.requests.filter((r) => r.your_move).length ?? 0;
  return (
    <section className="grid gap-4" aria-labelledby="licensing-home-title" data-testid="licensing-home">
      <h2 id="licensing-home-title" className="text-lg font-semibold">
        {tm(M.title)}
      </h2>
      <Tabs value={tab} onValueChange={setTab} className="grid gap-3">
        <TabsList className="w-fit max-w-full overflow-x-auto">
          <TabsTrigger value="catalogue">{t('licensing.home.catalogue', 'Catalogue')}</TabsTrigger>
          <TabsTrigger value="requests">
            {tm(M.myRequests)}
            {openRequests ? ` (${openRequests})` : ''}
          </TabsTrigger>
          <TabsTrigger value="licenses">{tm(M.myLicenses)}</TabsTrigger>
        </TabsList>
        <TabsContent value="catalogue">
          <Catalogue />
        </TabsContent>
        <TabsContent value="requests">
          {dash.isPending ? (
            listSkeleton(t('licensing.home.loadingRequests', 'Loading your requests...'))
          ) : dash.isError ? (
            <ErrorState
              title={tm(M.loadFailed)}
              message={errorMessage(dash.error)}
              onRetry={() => void dash.refetch()}
              retrying={dash.isFetching}
            />
          ) : dash.data.requests.length === 0 ? (
            <EmptyLine>{tm(M.noRequests)}</EmptyLine>
          ) : (
            <div className="grid gap-3">
              {dash.data.requests.map((r) => (
                <RequestCard key={r.id} request={r} />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="licenses">
          {waiting ? (
            <p role="status" className="mb-3 rounded-lg border border-info/40 bg-info/10 p-3 text-sm" data-testid="payment-pending">
              {t('licensing.home.paymentPending', 'Waiting for your payment to be confirmed. Your license appears here in a moment.')}
            </p>
          ) : null}
          {dash.isPending ? (
            listSkeleton(t('licensing.home.loadingLicenses', 'Loading your licenses...'))
          ) : dash.isError ? (
            <ErrorState
              title={tm(M.loadFailed)}
              message={errorMessage(dash.error)}
              onRetry={() => void dash.refetch()}
              retrying={dash.isFetching}
            />
          ) : dash.data.licenses.length === 0 ? (
            <EmptyLine>{tm(M.noLicenses)}</EmptyLine>
          ) : (
            <div className="grid gap-3">
              {dash.data.licenses.map((l) => (
                <LicenseCard key={l.id} license={l} />
              ))}
            </div>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** The catalogue with its filters (usage, a country to cover, exclusivity, words). */
function Catalogue() {
  const id = useId();
  const [usage, setUsage] = useState('');
  const [country, setCountry] = useState('');
  const [exclusive, setExclusive] = useState<'any' | 'yes' | 'no'>('any');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const countryCode = country.trim().toUpperCase();
  const countryOk = countryCode === '' || isCountryCode(countryCode);
  const query: CatalogueQuery = {
    ...(usage ? { usage: usage as CatalogueQuery['usage'] } : {}),
    ...(countryCode && countryOk ? { country: countryCode } : {}),
    ...(exclusive !== 'any' ? { exclusive } : {}),
    ...(q ? { q } : {}),
  };
  const cat = useCatalogue(query);
  return (
    <div className="grid gap-4">
      <form
        className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
        aria-label={t('licensing.home.filter', 'Filter the catalogue')}
      >
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>{t('licensing.home.search', 'Search')}</Label>
          <div className="relative">
            <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id={`${id}-q`}
              className="pl-9"
              placeholder={t('licensing.home.searchExample', 'Title or creator')}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-usage`}>{t('licensing.terms.usage', 'Usage')}</Label>
          <select id={`${id}-usage`} className={selectClass} value={usage} onChange={(e) => setUsage(e.target.value)}>
            <option value="">{t('licensing.home.anyUsage', 'Any usage')}</option>
            {LICENSE_USAGES.map((u) => (
              <option key={u} value={u}>
                {tm(USAGE_LABELS[u])}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-country`}>{t('licensing.home.country', 'Country covered')}</Label>
          <Input
            id={`${id}-country`}
            placeholder={t('licensing.home.countryExample', 'e.g. US')}
            maxLength={2}
            value={country}
            aria-invalid={!countryOk}
            aria-describedby={countryOk ? undefined : `${id}-country-error`}
            onChange={(e) => setCountry(e.target.value)}
          />
          {countryOk ? null : (
            <p id={`${id}-country-error`} role="alert" className="text-sm text-destructive">
              {tm(M.badCountry)}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-excl`}>{t('licensing.terms.exclusivity', 'Exclusivity')}</Label>
          <select
            id={`${id}-excl`}
            className={selectClass}
            value={exclusive}
            onChange={(e) => setExclusive(e.target.value as 'any' | 'yes' | 'no')}
          >
            <option value="any">{t('licensing.home.any', 'Any')}</option>
            <option value="yes">{t('licensing.home.exclusiveOnly', 'Exclusive only')}</option>
            <option value="no">{t('licensing.home.nonExclusiveOnly', 'Non-exclusive only')}</option>
          </select>
        </div>
      </form>
      {cat.isPending ? (
        listSkeleton(t('licensing.home.loadingCatalogue', 'Loading the catalogue...'))
      ) : cat.isError ? (
        <ErrorState
          title={tm(M.loadFailed)}
          message={errorMessage(cat.error)}
          onRetry={() => void cat.refetch()}
          retrying={cat.isFetching}
        />
      ) : cat.data.offers.length === 0 ? (
        <EmptyLine testId="catalogue-empty">{tm(M.noCatalogue)}</EmptyLine>
      ) : (
        <div className="grid gap-3" aria-busy={cat.isFetching}>
          {cat.data.offers.map((o) => (
            <CatalogueCard key={o.id} offer={o} />
          ))}
        </div>
      )}
    </div>
  );
}
