import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

const publicKeys = {
  all: ['public'] as const,
  site: () => [...publicKeys.all, 'site'] as const,
  pricing: () => [...publicKeys.all, 'pricing'] as const,
};

/** Company details and contact addresses (server configuration). */
export const useSiteInfo = () =>
  useQuery({ queryKey: publicKeys.site(), queryFn: () => api('siteInfo'), staleTime: Number.POSITIVE_INFINITY });

/** Plans and prices (server configuration). */
export const usePricing = () => useQuery({ queryKey: publicKeys.pricing(), queryFn: () => api('pricing') });
