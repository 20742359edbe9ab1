import type { SecurityEventType } from '@mb/contract/security';
import type { StaffRule } from '@mb/contract/staff-rule';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../platform/context.ts';

/** What the web kit needs from the features, handed in by the composition root (app.ts). */
export interface HttpWiring {
  /**
   * The access check (the auth feature's): an actor for a valid access token whose session is still
   * active, null otherwise. The realtime socket uses the same one.
   */
  checkAccess(accessToken: string): Promise<Actor | null>;
  /** The signed-in user's account as a rate-limit key (their e-mail), for limits counted `per: 'account'`. */
  accountKey(userId: string): Promise<string | undefined>;
  /** Whether the user's staff status, read fresh, meets a staff route's rule (the staff feature's). */
  meetsStaffRule(userId: string, rule: StaffRule): Promise<boolean>;
  /**
   * Why a staff member may not use staff routes yet (no second factor while staff must have one), or
   * null; asked only once the staff rule passed (the twofactor feature's).
   */
  staffSecondFactorRefusal?(userId: string): Promise<string | null>;
  /**
   * Told what the web kit sees that security cares about (a throttle refusing, suspicious input); the
   * security feature's, which stores it and runs threat detection. It must not throw: a failure to
   * record is logged by it, and the request goes on.
   */
  onSecurityEvent(event: HttpSecurityEvent): Promise<void>;
  /**
   * The media scanner (issue 18; the media-safety feature's): every file read off a request by
   * `readSingleFile` is shown to it before the route sees a byte. It throws the AppError the uploader
   * gets when the file is blocked (after quarantining and reporting it). Absent only in apps not built
   * by app.ts (unit tests of the web kit).
   */
  screenUpload?(upload: ScreenedUpload): Promise<void>;
  /**
   * What makes a visitor's content page differ by where the request comes from (the geoblock
   * feature's: the profiles hidden from the current request's place, as a short key; '' when none is).
   * The kept server-rendered pages are keyed by it beside the URL. Asked inside the request's viewer
   * scope (platform/viewer.ts).
   */
  pageVariant?(): Promise<string>;
}

export interface ScreenedUpload {
  userId: string | null;
  ip: string;
  /** Which route the file came in on ('POST /api/v1/portfolio/me/items'). */
  route: string;
  file: { name: string; declaredType?: string; body: Buffer };
}

export interface HttpSecurityEvent {
  type: Extract<SecurityEventType, 'security_rate_limited' | 'security_suspicious_input' | 'security_delegated_write'>;
  userId: string | null;
  ip: string;
  data: Record<string, unknown>;
}

const wirings = new WeakMap<FastifyInstance, HttpWiring>();

export function wire(app: FastifyInstance, wiring: HttpWiring) {
  wirings.set(app, wiring);
}

/**
 * Deny by default: an app not assembled by createHttpServer has no wiring, and its routes fail. A
 * plugin scope (`app.register(async (scope) => …)`) is an encapsulated child whose prototype chain
 * leads to the root instance, so it finds the root's wiring.
 */
export function wiringOf(app: FastifyInstance): HttpWiring {
  for (let a: object | null = app; a; a = Object.getPrototypeOf(a)) {
    const w = wirings.get(a as FastifyInstance);
    if (w) return w;
  }
  throw new Error('this Fastify instance was not made by createHttpServer (no access check wired)');
}
