import { createContext, type ReactNode, useContext, useState } from 'react';

/**
 * What this tab is doing to its own session, so the guard words the redirect right:
 *  - `signingOut`: a deliberate sign-out goes home quietly, not through /auth with 'Authentication Required';
 *  - `quietAuthRedirect`: a session ended elsewhere goes to /auth with its own toast, so the guard's stays quiet.
 * One object per mounted app, held by React (not module state): the guard reads it while rendering the
 * very update that clears the session, so it must be set before that update, not scheduled with it.
 */
interface SessionIntent {
  signingOut: boolean;
  quietAuthRedirect: boolean;
}

const SessionIntentContext = createContext<SessionIntent | null>(null);

export function SessionIntentProvider({ children }: { children: ReactNode }) {
  const [intent] = useState<SessionIntent>(() => ({ signingOut: false, quietAuthRedirect: false }));
  return <SessionIntentContext.Provider value={intent}>{children}</SessionIntentContext.Provider>;
}

export function useSessionIntent(): SessionIntent {
  const intent = useContext(SessionIntentContext);
  if (!intent) throw new Error('useSessionIntent needs a SessionIntentProvider above it (app/app.tsx).');
  return intent;
}
