import { ExternalLink, Images, Link2, type LucideIcon, Share2, Stamp, UserCheck } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { BioLinkEditor } from '../biolinks';
import { TagRequests } from '../credits';
import { SharePanel } from '../portfolio-shares';
import { useMyProfile } from '../profiles';
import { ItemsTab } from './items-tab';
import { PortfolioSummary, PortfolioSummarySkeleton } from './portfolio-summary';
import { useMyPortfolio, usePortfolioUpdates } from './queries';

const WatermarkPanel = lazy(() => import('./watermark-panel'));

interface ManagerTab {
  /** Its ?tab= value. */
  value: string;
  label: string;
  icon: LucideIcon;
  render: () => ReactNode;
}

/**
 * The manager's tabs, addressed by ?tab= (the first is the default). Each panel fetches what it needs,
 * so another feature's panel is one line here, e.g.
 * `{ value: 'share', label: t('portfolio.tab.share', 'Share'), icon: Share2, render: () => <SharePanel /> }`.
 * A function, so the labels are read in the current language.
 */
const tabs = (): readonly ManagerTab[] => [
  { value: 'items', label: t('portfolio.tab.items', 'Items'), icon: Images, render: () => <ItemsTab /> },
  { value: 'tags', label: t('portfolio.tab.tags', 'Tags'), icon: UserCheck, render: () => <TagRequests /> },
  { value: 'share', label: t('portfolio.tab.share', 'Share'), icon: Share2, render: () => <Lazy>{<SharePanel />}</Lazy> },
  { value: 'biolink', label: t('portfolio.tab.biolink', 'Bio link'), icon: Link2, render: () => <Lazy>{<BioLinkEditor />}</Lazy> },
  { value: 'watermark', label: t('portfolio.tab.watermark', 'Watermark'), icon: Stamp, render: () => <Lazy>{<WatermarkPanel />}</Lazy> },
];

/** A tab whose panel is its own chunk (share links with their QR code, the bio link editor). */
function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" role="status" aria-label={t('common.loadingLabel', 'Loading')} />}>
      {children}
    </Suspense>
  );
}

/** /model/{username}, or /model/{id} when there is no username (spec §5), as the profile menu links it. */
const publicPath = (id: string, username: string | null) => `/model/${encodeURIComponent(username?.trim() || id)}`;

/**
 * /my-portfolio and /portfolio (spec §2): the owner's portfolio manager. Counts and allowance on top,
 * then the tabs: items (upload, albums, order, edit, delete with undo) and what other features add.
 */
export default function PortfolioManagerPage() {
  usePageMeta(
    `${t('portfolio.manager.title', 'My Portfolio')} · ${PRODUCT_NAME}`,
    t('portfolio.manager.meta', 'Upload, arrange and edit your portfolio: images, videos and albums.'),
  );
  const TABS = tabs();
  const [params, setParams] = useSearchParams();
  const portfolio = useMyPortfolio();
  usePortfolioUpdates();
  const me = useMyProfile().data;
  const requested = params.get('tab');
  const tab = TABS.find((x) => x.value === requested)?.value ?? TABS[0]?.value;

  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="portfolio-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="portfolio-title" className="text-2xl font-bold tracking-tight">
            {t('portfolio.manager.title', 'My Portfolio')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('portfolio.manager.intro', 'Your images and videos, in the order visitors see them on your profile.')}
          </p>
        </div>
        {me ? (
          <Button asChild variant="outline" size="sm">
            <Link to={publicPath(me.id, me.username)}>
              <ExternalLink aria-hidden="true" />
              {t('portfolio.manager.viewProfile', 'View public profile')}
            </Link>
          </Button>
        ) : null}
      </div>
      {portfolio.data ? <PortfolioSummary portfolio={portfolio.data} /> : portfolio.isError ? null : <PortfolioSummarySkeleton />}
      <Tabs
        value={tab}
        onValueChange={(v) => {
          const next = new URLSearchParams();
          if (v !== TABS[0]?.value) next.set('tab', v);
          setParams(next, { replace: true });
        }}
        className="min-w-0"
      >
        <TabsList className="h-auto max-w-full justify-start overflow-x-auto">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="gap-1.5">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, render }) => (
          <TabsContent key={value} value={value} className="mt-5">
            {value === tab ? render() : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
