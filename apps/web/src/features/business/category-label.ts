import type { BusinessCategory } from '@mb/contract/business';
import { t } from '../../lib/i18n';

// The contract's BUSINESS_CATEGORIES are the English names; this is each in the interface's language
// (a function, so it is read in the current language).
const labels = (): Record<BusinessCategory, string> => ({
  agency: t('business.category.agency', 'Agency'),
  production_post_production: t('business.category.production', 'Production & Post-Production'),
  collaborative_production: t('business.category.collaborative', 'Collaborative Production'),
  web_tech_software: t('business.category.webTech', 'Web, Tech & Software'),
  events_awards: t('business.category.events', 'Events & Awards'),
  sexywear_gears_toys: t('business.category.sexywear', 'Sexywear, Gear & Toys'),
  payment_processors_banking: t('business.category.payments', 'Payment Processors & Banking'),
  filming_locations_equipment: t('business.category.filming', 'Filming Locations & Equipment'),
  business_services_professionals: t('business.category.services', 'Business Services & Professionals'),
  marketing_pr: t('business.category.marketing', 'Marketing & PR'),
  healthcare_wellbeing: t('business.category.healthcare', 'Healthcare & Wellbeing'),
  other: t('business.category.other', 'Other'),
});

/** A business category's name in the current language. */
export function businessCategoryLabel(category: BusinessCategory): string {
  return labels()[category];
}
