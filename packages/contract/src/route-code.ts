// How the browser's route table (route-table.ts, on the first page) writes a route: one letter for the
// method, then the path without its usual '/api/v1/' prefix (a path outside it keeps its leading '/').
// 'Pauth/signup' is POST /api/v1/auth/signup; 'G/api/health' is GET /api/health. About 260 bytes of
// gzip fewer than 'METHOD /path' for every route. No zod: the first page loads this.

const PREFIX = '/api/v1/';
const LETTER = { GET: 'G', POST: 'P', PUT: 'U', PATCH: 'A', DELETE: 'D' } as const;
const METHOD: Record<string, keyof typeof LETTER> = { G: 'GET', P: 'POST', U: 'PUT', A: 'PATCH', D: 'DELETE' };

export function encodeRoute(method: keyof typeof LETTER, path: string): string {
  return LETTER[method] + (path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path);
}

export function decodeRoute(code: string): [method: string, path: string] {
  const rest = code.slice(1);
  return [METHOD[code[0] as string] ?? 'GET', rest.startsWith('/') ? rest : PREFIX + rest];
}
