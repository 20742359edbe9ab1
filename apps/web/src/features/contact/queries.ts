import type { RouteBody } from '@mb/contract/routes';
import { api } from '../../lib/api';
import { useWrite } from '../../lib/write';

/** Send a message to staff; the answer carries its reference. */
export const useSendContact = () => useWrite({ mutationFn: (body: RouteBody<'contact'>) => api('contact', { body }) });
