import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { ensureFreshSession } from '../../lib/session';
import { uploadFile } from '../../lib/upload';
import { useWrite } from '../../lib/write';

// The 2257 records' reads and writes (issue 18).

export const recordsKeys = {
  identity: (me: string) => ['records', 'identity', me] as const,
  list: ['records', 'staff', 'list'] as const,
  record: (itemId: string) => ['records', 'staff', itemId] as const,
};

export function useMyRecordsIdentity() {
  const me = useSession()?.user.id ?? 'anonymous';
  return useQuery({ queryKey: recordsKeys.identity(me), queryFn: () => api('myRecordsIdentity') });
}

export function useSaveRecordsIdentity() {
  const me = useSession()?.user.id ?? 'anonymous';
  const qc = useQueryClient();
  return useWrite({
    mutationFn: (v: { file: File; legal_name: string; date_of_birth: string }) =>
      uploadFile('saveRecordsIdentity', v.file, {
        query: { legal_name: v.legal_name, date_of_birth: v.date_of_birth },
        onProgress: () => {},
      }),
    onSuccess: (data) => qc.setQueryData(recordsKeys.identity(me), data),
  });
}

export const useRecords = () => useQuery({ queryKey: recordsKeys.list, queryFn: () => api('records2257') });

export const useRecord = (itemId: string) =>
  useQuery({ queryKey: recordsKeys.record(itemId), queryFn: () => api('record2257', { params: { itemId } }), retry: false });

/** Downloads a record's PDF (an authenticated file, fetched and handed to the browser as a blob). */
export async function downloadRecord(itemId: string): Promise<boolean> {
  const session = await ensureFreshSession();
  const res = await fetch(`/api/v1/admin/records/${encodeURIComponent(itemId)}/export`, {
    headers: session ? { authorization: `Bearer ${session.access_token}` } : {},
  });
  if (!res.ok) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '2257-record.pdf';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
