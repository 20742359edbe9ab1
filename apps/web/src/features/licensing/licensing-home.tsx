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
        {M.title}
      </h2>
      <Tabs value={tab} onValueChange={setTab} className="grid gap-3">
        <TabsList className="w-fit max-w-full overflow-x-auto">
          <TabsTrigger value="catalogue">Catalogue</TabsTrigger>
          <TabsTrigger value="requests">
            {M.myRequests}
            {openRequests ? ` (${openRequests})` : ''}
          </TabsTrigger>
          <TabsTrigger value="licenses">{M.myLicenses}</TabsTrigger>
        </TabsList>
        <TabsContent value="catalogue">
          <Catalogue />
        </TabsContent>
        <TabsContent value="requests">
          {dash.isPending ? (
            listSkeleton('Loading your requests...')
          ) : dash.isError ? (
            <ErrorState
              title={M.loadFailed}
              message={errorMessage(dash.error)}
              onRetry={() => void dash.refetch()}
              retrying={dash.isFetching}
            />
          ) : dash.data.requests.length === 0 ? (
            <EmptyLine>{M.noRequests}</EmptyLine>
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
              Waiting for your payment to be confirmed. Your license appears here in a moment.
            </p>
          ) : null}
          {dash.isPending ? (
            listSkeleton('Loading your licenses...')
          ) : dash.isError ? (
            <ErrorState
              title={M.loadFailed}
              message={errorMessage(dash.error)}
              onRetry={() => void dash.refetch()}
              retrying={dash.isFetching}
            />
          ) : dash.data.licenses.length === 0 ? (
            <EmptyLine>{M.noLicenses}</EmptyLine>
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
    const t = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(t);
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
        aria-label="Filter the catalogue"
      >
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>Search</Label>
          <div className="relative">
            <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input id={`${id}-q`} className="pl-9" placeholder="Title or creator" value={text} onChange={(e) => setText(e.target.value)} />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-usage`}>Usage</Label>
          <select id={`${id}-usage`} className={selectClass} value={usage} onChange={(e) => setUsage(e.target.value)}>
            <option value="">Any usage</option>
            {LICENSE_USAGES.map((u) => (
              <option key={u} value={u}>
                {USAGE_LABELS[u]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-country`}>Country covered</Label>
          <Input
            id={`${id}-country`}
            placeholder="e.g. US"
            maxLength={2}
            value={country}
            aria-invalid={!countryOk}
            aria-describedby={countryOk ? undefined : `${id}-country-error`}
            onChange={(e) => setCountry(e.target.value)}
          />
          {countryOk ? null : (
            <p id={`${id}-country-error`} role="alert" className="text-sm text-destructive">
              {M.badCountry}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-excl`}>Exclusivity</Label>
          <select
            id={`${id}-excl`}
            className={selectClass}
            value={exclusive}
            onChange={(e) => setExclusive(e.target.value as 'any' | 'yes' | 'no')}
          >
            <option value="any">Any</option>
            <option value="yes">Exclusive only</option>
            <option value="no">Non-exclusive only</option>
          </select>
        </div>
      </form>
      {cat.isPending ? (
        listSkeleton('Loading the catalogue...')
      ) : cat.isError ? (
        <ErrorState title={M.loadFailed} message={errorMessage(cat.error)} onRetry={() => void cat.refetch()} retrying={cat.isFetching} />
      ) : cat.data.offers.length === 0 ? (
        <EmptyLine testId="catalogue-empty">{M.noCatalogue}</EmptyLine>
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
