import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { DB } from '../db/client.ts';
import { mailOutbox } from '../db/platform-schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for (password_reset, ...), for the staff outbox. */
  kind: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/**
 * Every message is recorded in mail_outbox. With SMTP_URL it is also sent and marked sent or failed;
 * without it, it stays in the outbox (readable by staff) and is noted in the log: with its body and
 * links only when `showLinks` (NODE_ENV=development), never in production logs.
 */
export function createMailer(opts: { db: DB; log: Logger; smtpUrl?: string; from: string; showLinks?: boolean }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(msg) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ to_address: msg.to, subject: msg.subject, text_body: msg.text, kind: msg.kind, status: 'outbox' })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) {
        // The body carries one-time links (a password reset): it reaches the log only in development.
        const meta = { mail: { id: row?.id, to: msg.to, subject: msg.subject, kind: msg.kind } };
        opts.log.info(opts.showLinks ? { ...meta, body: msg.text } : meta, 'mail kept in outbox (no SMTP_URL)');
        // The link a developer would click, on its own line so it stands out.
        if (opts.showLinks) {
          for (const link of msg.text.match(/https?:\/\/\S+/g) ?? []) opts.log.info(`${msg.kind} link for ${msg.to}:\n\n    ${link}\n`);
        }
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, to: msg.to, subject: msg.subject, text: msg.text });
        await opts.db.update(mailOutbox).set({ status: 'sent', sent_at: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (e) {
        opts.log.error({ err: e, kind: msg.kind }, 'mail send failed');
        await opts.db
          .update(mailOutbox)
          .set({ status: 'failed', error: (e as Error).message.slice(0, 500) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
