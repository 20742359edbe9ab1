import { and, eq, gt, lt } from 'drizzle-orm';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { DB, Executor } from '../db/client.ts';
import { mailOutbox } from '../db/platform-schema.ts';
import type { Jobs } from '../jobs/jobs.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for (password_reset, ...), for the staff outbox. */
  kind: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on notification mail, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Records the message (inside the caller's transaction when given one) and, with SMTP, queues its sending. */
  send(msg: MailMessage, executor?: Executor): Promise<void>;
}

/** The job that sends one outbox row, retried with backoff: 30 s, 1, 2, 4, 8, 16, 32 min (8 tries in about an hour). */
export const MAIL_SEND_JOB = 'mail.send';
/** Finds unsent rows with no job (written before SMTP_URL was set, or before jobs existed) and queues them. */
const MAIL_SWEEP_JOB = 'mail.sweep';

/**
 * Every message is recorded in mail_outbox. With SMTP_URL a `mail.send` job sends it after the
 * caller's transaction commits and marks it sent; a failure marks it failed with the error and the job
 * retries it. Without SMTP_URL it stays in the outbox (readable by staff) and is noted in the log: with
 * its body and links only when `showLinks` (NODE_ENV=development), never in production logs.
 */
/** One Message-ID per outbox row, at the sender's domain. */
export function messageIdOf(id: number, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${id}@${domain}>`;
}

export function createMailer(opts: {
  db: DB;
  log: Logger;
  jobs: Jobs;
  smtpUrl?: string;
  from: string;
  showLinks?: boolean;
  /** Told each SMTP attempt's outcome (the metrics). */
  onAttempt?: (sent: boolean) => void;
}): Mailer {
  // nodemailer is imported only when SMTP_URL is set, on the first message sent.
  const smtpUrl = opts.smtpUrl;
  let transportP: Promise<Transporter> | null = null;
  const transportOf = (url: string) => {
    // Bounded waits: a server that accepts and then goes silent must fail the try well within the
    // job's 60 s lock, or another worker would take the row again while this one still sends it.
    transportP ??= import('nodemailer').then((n) =>
      n.default.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
    );
    return transportP;
  };
  const transport = smtpUrl ? { sendMail: async (m: SendMailOptions) => (await transportOf(smtpUrl)).sendMail(m) } : null;
  const queue = (executor: Executor, id: number) =>
    opts.jobs.enqueue(executor, { kind: MAIL_SEND_JOB, payload: { id }, key: `mail:${id}` });
  if (transport) {
    opts.jobs.defineJob<{ id: number }>(
      MAIL_SEND_JOB,
      async ({ id }) => {
        const [row] = await opts.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        if (!row || row.status === 'sent') return;
        try {
          await transport.sendMail({
            from: opts.from,
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            headers: row.headers ?? undefined,
            // The same Message-ID on every try: should a try be repeated after the server took it (the
            // database lost before it was marked sent), receivers see one message, not two.
            messageId: messageIdOf(row.id, opts.from),
          });
        } catch (e) {
          opts.onAttempt?.(false);
          await opts.db
            .update(mailOutbox)
            .set({ status: 'failed', error: (e as Error).message.slice(0, 500) })
            .where(eq(mailOutbox.id, id));
          throw e;
        }
        opts.onAttempt?.(true);
        // Sent: recording it is tried a few times before the job is left to try again (and send again).
        for (let i = 0; ; i++) {
          try {
            await opts.db.update(mailOutbox).set({ status: 'sent', sent_at: new Date(), error: null }).where(eq(mailOutbox.id, id));
            break;
          } catch (e) {
            if (i >= 4) throw e;
            await new Promise((r) => setTimeout(r, 1000 * 2 ** i));
          }
        }
      },
      { maxAttempts: 8, backoff: (n) => 30_000 * 2 ** (n - 1) },
    );
    opts.jobs.defineJob(MAIL_SWEEP_JOB, async () => {
      // Rows of the last hour only: an older reset link has expired and is not worth sending.
      const rows = await opts.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'outbox'),
            gt(mailOutbox.created_at, new Date(Date.now() - 3_600_000)),
            lt(mailOutbox.created_at, new Date(Date.now() - 60_000)),
          ),
        );
      for (const r of rows) await queue(opts.db, r.id);
    });
    opts.jobs.every(MAIL_SWEEP_JOB, 10 * 60_000);
  }
  return {
    async send(msg, executor = opts.db) {
      const [row] = await executor
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
      if (transport && row) {
        await queue(executor, row.id);
        return;
      }
      // The body carries one-time links (a password reset): it reaches the log only in development.
      const meta = { mail: { id: row?.id, to: msg.to, subject: msg.subject, kind: msg.kind } };
      opts.log.info(opts.showLinks ? { ...meta, body: msg.text } : meta, 'mail kept in outbox (no SMTP_URL)');
      // The link a developer would click, on its own line so it stands out.
      if (opts.showLinks) {
        for (const link of msg.text.match(/https?:\/\/\S+/g) ?? []) opts.log.info(`${msg.kind} link for ${msg.to}:\n\n    ${link}\n`);
      }
    },
  };
}
