/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(target: string | null): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/dashboard';
  return target;
}
