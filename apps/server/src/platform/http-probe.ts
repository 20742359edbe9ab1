/**
 * One GET to see whether an outside system answers (the admin System page's checks of the compliance
 * hub and the payment provider): its status and the time it took, without following redirects or
 * reading more than the head of the body. A 5xx or no answer is "down"; any other status is an answer.
 */
export async function probeHttp(url: string, timeoutMs = 4000): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/html,*/*' } });
  await res.body?.cancel().catch(() => {});
  return { status: res.status, ms: Math.round((performance.now() - started) * 10) / 10 };
}
