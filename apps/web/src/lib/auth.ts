import type { Session } from '@mb/contract/auth';
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';

// The session for React. Signing out (it calls the API) is lib/sign-out.ts: the first page reads the
// session but does not carry the API client for it.
export const useSession = (): Session | null => useSyncExternalStore(subscribeSession, getSession, () => null);
