import { randomUUID } from 'node:crypto';
import type { contactInput } from '@mb/contract/contact';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../platform/context.ts';
import * as repo from './repository.ts';

/** What a sender can quote in a follow-up: the start of the message id, upper-case ("C-1A2B3C4D"). */
const referenceFor = (id: string) => `C-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

interface ContactClient {
  ip: string;
  userAgent: string | null;
}

/**
 * Stores a contact message for staff (throttled per address by the route); a filled honeypot is answered
 * exactly like a real message (bots learn nothing) but nothing is stored.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: z.infer<typeof contactInput>,
  client: ContactClient,
  actor: Actor | null,
): Promise<{ reference: string; stored: boolean }> {
  if (input.website?.trim()) {
    ctx.log.info({ ip: client.ip }, 'contact: honeypot filled, message dropped');
    return { reference: referenceFor(randomUUID()), stored: false };
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
  return { reference: referenceFor(row.id), stored: true };
}
