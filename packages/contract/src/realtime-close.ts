// No schema here: the browser's first page takes these codes without the realtime contract's schemas.

/**
 * Close codes of the realtime socket the browser acts on. `restarting` (1012, RFC 6455's "Service
 * Restart"): the instance is stopping (a deploy or a rolling restart); the browser reconnects soon, with
 * jitter so a whole instance's sockets do not arrive at once, and the balancer sends it to another one.
 */
export const REALTIME_CLOSE = { unauthenticated: 4401, restarting: 1012 } as const;
