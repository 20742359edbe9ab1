import { BUSINESS_MESSAGES, BUSINESS_REVIEW_HOURS, type BusinessProfile } from '@mb/contract/business';
import { ArrowRight, CircleCheck, Warehouse } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { useMyProfile } from '../profiles';
import { BusinessRegistration } from './business-registration';
import { ListingStatusCard } from './listing-status-card';

function Registered({ business }: { business: BusinessProfile }) {
  return (
    <Card data-testid="business-registered">
      <CardHeader className="items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck className="size-6" aria-hidden="true" />
        </span>
        <CardTitle className="text-xl">{tm(BUSINESS_MESSAGES.businessRegistered)}</CardTitle>
        <CardDescription className="max-w-md">
          {t(
            'business.registered.text',
            '{name} is waiting for review. Our team checks every listing before it is published, within {hours} hours; you will get a notification when it is decided.',
            { name: business.business_name, hours: BUSINESS_REVIEW_HOURS },
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/business-profile">
            {t('business.registered.addItems', 'Add services, products and hours')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/business-management">{t('business.openHub', 'Open Business Hub')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Found({ business }: { business: BusinessProfile }) {
  return (
    <div className="grid gap-4" data-testid="business-found">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{tm(BUSINESS_MESSAGES.businessProfileFound)}</h2>
        <p className="text-sm text-muted-foreground">
          {t('business.found.text', '{name} is already registered. Edit the listing or follow its review in the Business Hub.', {
            name: business.business_name,
          })}
        </p>
      </div>
      <ListingStatusCard business={business} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/business-management">{t('business.openHub', 'Open Business Hub')}</Link>
      </Button>
    </div>
  );
}

/** /business/register: the registration form on a page of its own (spec §2). */
export default function RegisterPage() {
  usePageMeta(
    `${t('business.register.metaTitle', 'Register Your Business')} · ${PRODUCT_NAME}`,
    t('business.register.meta', 'Create your business listing: name, logo, categories, description and website.'),
  );
  const navigate = useNavigate();
  const me = useMyProfile();
  const [registered, setRegistered] = useState<BusinessProfile | null>(null);
  const creator = me.data?.profile_type === 'creator';
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8" aria-labelledby="register-title">
      <div className="grid gap-1">
        <h1 id="register-title" className="text-2xl font-bold tracking-tight">
          {t('business.register', 'Register your business')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t(
            'business.register.intro',
            'Your listing in the {product} business directory: name, logo, categories, description, location and website.',
            { product: PRODUCT_NAME },
          )}
        </p>
      </div>
      {creator ? (
        <EmptyState
          icon={Warehouse}
          title={tm(BUSINESS_MESSAGES.creatorNoBusiness)}
          action={
            <Button asChild variant="outline">
              <Link to="/business-directory">{t('business.browseDirectory', 'Browse the business directory')}</Link>
            </Button>
          }
        >
          {t(
            'business.register.notForCreators',
            'Business listings belong to business, studio and enterprise accounts. As a creator you can find and contact businesses in the directory.',
          )}
        </EmptyState>
      ) : registered ? (
        <Registered business={registered} />
      ) : (
        <Card>
          <CardContent className="pt-6">
            <BusinessRegistration
              onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard'))}
              onRegistered={setRegistered}
              found={(b) => <Found business={b} />}
            />
          </CardContent>
        </Card>
      )}
    </section>
  );
}
