import { randomUUID } from 'node:crypto';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type contactInput } from '@mb/contract/contact';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { rateLimitHeaders } from '../../platform/rate-limit.ts';
import * as repo from './repository.ts';

/** What a sender can quote in a follow-up: the start of the message id, upper-case ("C-1A2B3C4D"). */
export const referenceFor = (id: string) => `C-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

export interface ContactClient {
  ip: string;
  userAgent: string | null;
}

/**
 * Stores a contact message for staff. Throttled per client address; a filled honeypot is answered
 * exactly like a real message (bots learn nothing) but nothing is stored.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: z.infer<typeof contactInput>,
  client: ContactClient,
  actor: Actor | null,
): Promise<{ reference: string; stored: boolean; headers: Record<string, string> }> {
  const limit = await ctx.limiter.hit(`contact:ip:${client.ip}`, CONTACT_LIMITS.perIp.max, CONTACT_LIMITS.perIp.windowSeconds);
  const headers = rateLimitHeaders(limit);
  if (!limit.allowed) throw new AppError('rate_limited', CONTACT_MESSAGES.rateLimited, undefined, headers);

  if (input.website?.trim()) {
    ctx.log.info({ ip: client.ip }, 'contact: honeypot filled, message dropped');
    return { reference: referenceFor(randomUUID()), stored: false, headers };
  }
  const row = await repo.insertMessage(ctx.db, {
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    user_id: actor?.userId ?? null,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 500) ?? null,
  });
  return { reference: referenceFor(row.id), stored: true, headers };
}
