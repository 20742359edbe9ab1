import { api } from './api';
import { getSession, setOwnSession, setSession } from './session';

/** Signs out on the server (revokes the session), then locally. A network failure still signs out here. */
export async function signOut(): Promise<{ serverOk: boolean }> {
  let serverOk = true;
  try {
    if (getSession()) await api('signOut');
  } catch (e) {
    serverOk = (e as { status?: number }).status === 401;
  }
  setOwnSession(null);
  setSession(null);
  return { serverOk };
}
