import type { CatalogueQuery, LicenseTermsInput } from '@mb/contract/licensing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { ensureFreshSession } from '../../lib/session';
import { useWrite } from '../../lib/write';

// MB Licensing's reads and writes (issue 16). Any write refreshes every licensing read: they are few.

const useMe = () => useSession()?.user.id ?? 'anonymous';

export const licensingKeys = {
  all: (me: string) => ['licensing', me] as const,
  licensor: (me: string) => ['licensing', me, 'licensor'] as const,
  licensee: (me: string) => ['licensing', me, 'licensee'] as const,
  catalogue: (me: string, q: CatalogueQuery) => ['licensing', me, 'catalogue', q] as const,
  license: (me: string, id: string) => ['licensing', me, 'license', id] as const,
};

export function useLicensorDashboard() {
  const me = useMe();
  return useQuery({ queryKey: licensingKeys.licensor(me), queryFn: () => api('licensorDashboard') });
}

/** The licensee's requests and licenses; read again every few seconds while a payment may be landing. */
export function useLicenseeDashboard(opts: { awaitingPayment?: boolean } = {}) {
  const me = useMe();
  return useQuery({
    queryKey: licensingKeys.licensee(me),
    queryFn: () => api('licenseeDashboard'),
    refetchInterval: (q) => (opts.awaitingPayment && q.state.data?.requests.some((r) => r.status === 'accepted') ? 2000 : false),
  });
}

export function useCatalogue(q: CatalogueQuery) {
  const me = useMe();
  return useQuery({
    queryKey: licensingKeys.catalogue(me, q),
    queryFn: () => api('licensingCatalogue', { query: q }),
    placeholderData: (prev) => prev,
  });
}

export function useLicense(id: string) {
  const me = useMe();
  return useQuery({ queryKey: licensingKeys.license(me, id), queryFn: () => api('licenseDetail', { params: { id } }), retry: false });
}

/** The owner's portfolio, to pick an item to offer (the portfolio feature's own read). */
export function useMyItems(enabled: boolean) {
  const me = useMe();
  return useQuery({ queryKey: ['licensing', me, 'my-items'], queryFn: () => api('myPortfolio'), enabled });
}

function useLicensingWrite<TData, TVars>(mutationFn: (v: TVars) => Promise<TData>) {
  const qc = useQueryClient();
  const me = useMe();
  return useWrite<TData, TVars>({ mutationFn, onSuccess: () => void qc.invalidateQueries({ queryKey: licensingKeys.all(me) }) });
}

export const useSaveOffer = () =>
  useLicensingWrite((v: { id: string | null; item_id: string; terms: LicenseTermsInput; note: string }) =>
    v.id
      ? api('updateLicenseOffer', { params: { id: v.id }, body: { terms: v.terms, note: v.note } })
      : api('createLicenseOffer', { body: { item_id: v.item_id, terms: v.terms, note: v.note } }),
  );
export const useWithdrawOffer = () => useLicensingWrite((id: string) => api('withdrawLicenseOffer', { params: { id } }));
export const useRequestLicense = () =>
  useLicensingWrite((v: { offerId: string; terms: LicenseTermsInput; message: string }) =>
    api('requestLicense', { params: { id: v.offerId }, body: { terms: v.terms, message: v.message } }),
  );
export const useCounter = () =>
  useLicensingWrite((v: { id: string; terms: LicenseTermsInput; note: string }) =>
    api('counterLicenseRequest', { params: { id: v.id }, body: { terms: v.terms, note: v.note } }),
  );
export const useAnswerRequest = () =>
  useLicensingWrite((v: { id: string; answer: 'accept' | 'decline' | 'withdraw'; reason?: string }) =>
    v.answer === 'accept'
      ? api('acceptLicenseRequest', { params: { id: v.id } })
      : v.answer === 'decline'
        ? api('declineLicenseRequest', { params: { id: v.id }, body: { reason: v.reason ?? '' } })
        : api('withdrawLicenseRequest', { params: { id: v.id } }),
  );
export const useRevoke = () =>
  useLicensingWrite((v: { id: string; reason: string }) => api('revokeLicense', { params: { id: v.id }, body: { reason: v.reason } }));

/** Starts paying an accepted request: the browser leaves for the payment page. */
export const usePay = () =>
  useWrite<{ checkout_url: string }, string>({
    mutationFn: async (id: string) => {
      const r = await api('payLicenseRequest', { params: { id } });
      window.location.assign(r.checkout_url);
      return r;
    },
  });

/** Downloads a license's certificate (an authenticated file, fetched and handed to the browser as a blob). */
export async function downloadCertificate(id: string): Promise<boolean> {
  const session = await ensureFreshSession();
  const res = await fetch(`/api/v1/licensing/licenses/${encodeURIComponent(id)}/certificate`, {
    headers: session ? { authorization: `Bearer ${session.access_token}` } : {},
  });
  if (!res.ok) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'license.pdf';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
