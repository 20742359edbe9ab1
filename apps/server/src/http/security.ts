import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Strict CSP: no inline or eval'd script anywhere; the theme bootstrap is a same-origin file. */
const HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // Radix and sonner set inline style attributes; styles cannot run code.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'ws:', 'wss:'],
      'media-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ["'self'"],
    },
  },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * Helmet's headers for these options, worked out once: nothing in them depends on the request (no
 * nonces, no directive functions). @fastify/helmet rebuilt the middleware, and parsed the CSP, on
 * every request (the read path's profile showed it).
 */
export function securityHeaders(options: HelmetOptions = HELMET): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export async function installSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  // HSTS only when the request really came over TLS (directly, or via a trusted proxy).
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
