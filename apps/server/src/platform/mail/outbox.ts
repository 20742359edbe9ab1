import type { Executor } from '../db/client.ts';
import { mailOutbox } from '../db/platform-schema.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Writes a message to mail_outbox inside the caller's transaction, so it exists exactly when the
 * change it reports does (a rolled-back notification sends no mail). It is sent later by the outbox
 * sender, like any unsent message; without SMTP it stays in the outbox for staff.
 */
export async function queueMail(db: Executor, msg: MailMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: msg.to,
      subject: msg.subject,
      text_body: msg.text,
      kind: msg.kind,
      headers: msg.headers ?? null,
      status: 'outbox',
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail outbox insert returned nothing');
  return row.id;
}
