import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  conversationMembers,
  conversationPresence,
  conversationReportExcerpts,
  conversations,
  messageAttachments,
  messages,
  messagingSettings,
} from './schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof messageAttachments.$inferSelect;
export type SettingsRow = typeof messagingSettings.$inferSelect;
export type MemberStatus = MemberRow['status'];

export const directKeyOf = (x: string, y: string) => (x < y ? `${x}:${y}` : `${y}:${x}`);

export async function findConversation(db: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function findDirect(db: Executor, a: string, b: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.direct_key, directKeyOf(a, b)));
  return row;
}

/** Locks the conversation's row until the transaction ends: sends to one conversation take turns. */
export async function lockConversation(tx: Executor, id: string): Promise<ConversationRow | undefined> {
  const r = await tx.execute<ConversationRow>(sql`select * from ${conversations} where ${conversations.id} = ${id} for update`);
  const row = r.rows[0] as unknown as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return { ...(row as unknown as ConversationRow), last_seq: Number(row.last_seq) };
}

export async function insertConversation(
  tx: Executor,
  v: { kind: 'direct' | 'group'; title: string | null; direct_key: string | null; created_by: string },
): Promise<ConversationRow | undefined> {
  const [row] = await tx.insert(conversations).values(v).onConflictDoNothing().returning();
  return row;
}

export async function insertMembers(
  tx: Executor,
  rows: { conversation_id: string; user_id: string; status: MemberStatus; last_read_seq?: number }[],
) {
  if (rows.length) await tx.insert(conversationMembers).values(rows).onConflictDoNothing();
}

export async function membership(db: Executor, conversationId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, userId)));
  return row;
}

export async function membersOf(db: Executor, conversationIds: readonly string[]): Promise<MemberRow[]> {
  if (!conversationIds.length) return [];
  return db
    .select()
    .from(conversationMembers)
    .where(inArray(conversationMembers.conversation_id, [...conversationIds]))
    .orderBy(asc(conversationMembers.joined_at), asc(conversationMembers.user_id));
}

export async function setMemberStatus(db: Executor, conversationId: string, userId: string, status: MemberStatus) {
  await db
    .update(conversationMembers)
    .set({ status })
    .where(and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, userId)));
}

export async function memberCount(db: Executor, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversation_id, conversationId));
  return Number(row?.n ?? 0);
}

/** A member leaves (or is removed): the row goes, and with it their presence in the conversation. */
export async function deleteMember(tx: Executor, conversationId: string, userId: string) {
  await tx
    .delete(conversationMembers)
    .where(and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, userId)));
  await tx
    .delete(conversationPresence)
    .where(and(eq(conversationPresence.conversation_id, conversationId), eq(conversationPresence.user_id, userId)));
}

export async function setTitle(tx: Executor, conversationId: string, title: string | null) {
  await tx.update(conversations).set({ title, updated_at: sql`now()` }).where(eq(conversations.id, conversationId));
}

/** One page of a member's box, latest first: `(sort_at, conversation_id)` keyset, one index range. */
export async function listFor(
  db: Executor,
  userId: string,
  statuses: MemberStatus[],
  limit: number,
  cursor: { at: string; id: string } | null,
): Promise<{ conversation: ConversationRow; member: MemberRow; sortText: string }[]> {
  const after = cursor
    ? sql`and (${conversationMembers.sort_at}, ${conversationMembers.conversation_id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = await db.execute<{ cid: string; sort_at_text: string }>(sql`
    select ${conversationMembers.conversation_id} as cid, ${conversationMembers.sort_at}::text as sort_at_text
      from ${conversationMembers}
     where ${conversationMembers.user_id} = ${userId}
       and ${conversationMembers.status} in ${statuses}
       ${after}
     order by ${conversationMembers.sort_at} desc, ${conversationMembers.conversation_id} desc
     limit ${limit}`);
  const ids = rows.rows.map((r) => r.cid);
  if (!ids.length) return [];
  const [convs, mems] = await Promise.all([
    db.select().from(conversations).where(inArray(conversations.id, ids)),
    db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.user_id, userId), inArray(conversationMembers.conversation_id, ids))),
  ]);
  const c = new Map(convs.map((r) => [r.id, r]));
  const m = new Map(mems.map((r) => [r.conversation_id, r]));
  const sortText = new Map(rows.rows.map((r) => [r.cid, r.sort_at_text]));
  return ids.flatMap((id) => {
    const conversation = c.get(id);
    const member = m.get(id);
    return conversation && member ? [{ conversation, member, sortText: sortText.get(id) ?? '' }] : [];
  });
}

export async function unreadOf(db: Executor, userId: string): Promise<{ total: number; requests: number }> {
  const r = await db.execute<{ total: string | number | null; requests: string | number | null }>(sql`
    select coalesce(sum(case when m.status = 'accepted' then greatest(c.last_seq - m.last_read_seq, 0) else 0 end), 0) as total,
           count(*) filter (where m.status = 'request') as requests
      from ${conversationMembers} m join ${conversations} c on c.id = m.conversation_id
     where m.user_id = ${userId} and m.status in ('accepted', 'request')`);
  const row = r.rows[0];
  return { total: Number(row?.total ?? 0), requests: Number(row?.requests ?? 0) };
}

export async function findMessageByClientId(tx: Executor, conversationId: string, senderId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), eq(messages.sender_id, senderId), eq(messages.client_id, clientId)));
  return row;
}

export async function findMessage(db: Executor, conversationId: string, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), eq(messages.id, messageId)));
  return row;
}

export async function findMessageById(db: Executor, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row;
}

/** Takes the next sequence number: the caller holds the conversation's row lock. */
/** Members who had read everything before `seq` have read `seq` too (a group's own line). */
export async function readThrough(tx: Executor, conversationId: string, seq: number): Promise<void> {
  await tx
    .update(conversationMembers)
    .set({ last_read_seq: seq })
    .where(and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.last_read_seq, seq - 1)));
}

export async function appendMessage(
  tx: Executor,
  v: { conversation_id: string; sender_id: string; client_id: string; body: string; preview: string; kind?: 'text' | 'system' },
): Promise<MessageRow> {
  const [conv] = await tx
    .update(conversations)
    .set({
      last_seq: sql`${conversations.last_seq} + 1`,
      last_message_at: sql`now()`,
      last_sender_id: v.sender_id,
      last_preview: v.preview,
      last_kind: v.kind ?? 'text',
      updated_at: sql`now()`,
    })
    .where(eq(conversations.id, v.conversation_id))
    .returning({ seq: conversations.last_seq });
  if (!conv) throw new Error('conversation vanished while locked');
  const [row] = await tx
    .insert(messages)
    .values({
      conversation_id: v.conversation_id,
      sender_id: v.sender_id,
      client_id: v.client_id,
      body: v.body,
      seq: conv.seq,
      kind: v.kind ?? 'text',
    })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  // Everyone's list moves the conversation up; the sender has read their own message.
  await tx
    .update(conversationMembers)
    .set({
      sort_at: sql`now()`,
      last_read_seq: sql`case when ${conversationMembers.user_id} = ${v.sender_id} then ${conv.seq} else ${conversationMembers.last_read_seq} end`,
    })
    .where(eq(conversationMembers.conversation_id, v.conversation_id));
  return row;
}

export async function updateMessage(
  tx: Executor,
  id: string,
  v: Partial<Pick<MessageRow, 'body' | 'edited_at' | 'deleted_at' | 'link_preview'>>,
): Promise<MessageRow | undefined> {
  const [row] = await tx.update(messages).set(v).where(eq(messages.id, id)).returning();
  return row;
}

export async function setLastPreview(tx: Executor, conversationId: string, seq: number, preview: string) {
  await tx
    .update(conversations)
    .set({ last_preview: preview })
    .where(and(eq(conversations.id, conversationId), eq(conversations.last_seq, seq)));
}

export async function messagesAfter(db: Executor, conversationId: string, after: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), gt(messages.seq, after)))
    .orderBy(asc(messages.seq))
    .limit(limit);
}

export async function messagesBefore(db: Executor, conversationId: string, before: number | null, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), before === null ? undefined : lt(messages.seq, before)))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
}

/** Words in a conversation (case-insensitive, LIKE wildcards taken literally), newest first. */
export async function searchMessages(db: Executor, conversationId: string, q: string, limit: number): Promise<MessageRow[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), isNull(messages.deleted_at), sql`${messages.body} ilike ${pattern}`))
    .orderBy(desc(messages.seq))
    .limit(limit);
}

export async function markRead(tx: Executor, conversationId: string, userId: string, seq: number): Promise<number | null> {
  const r = await tx.execute<{ last_read_seq: number }>(sql`
    update ${conversationMembers} m
       set last_read_seq = greatest(m.last_read_seq, least(${seq}::int, c.last_seq))
      from ${conversations} c
     where c.id = m.conversation_id and m.conversation_id = ${conversationId} and m.user_id = ${userId}
    returning m.last_read_seq`);
  const row = r.rows[0];
  return row ? Number(row.last_read_seq) : null;
}

export async function settingsOf(db: Executor, userIds: readonly string[]): Promise<Map<string, SettingsRow>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select()
    .from(messagingSettings)
    .where(inArray(messagingSettings.user_id, [...userIds]));
  return new Map(rows.map((r) => [r.user_id, r]));
}

export async function upsertSettings(db: Executor, userId: string, v: Partial<Pick<SettingsRow, 'who_may_message' | 'read_receipts'>>) {
  const [row] = await db
    .insert(messagingSettings)
    .values({ user_id: userId, ...v })
    .onConflictDoUpdate({ target: messagingSettings.user_id, set: { ...v, updated_at: sql`now()` } })
    .returning();
  return row;
}

// ---- attachments

export async function insertAttachment(db: Executor, v: typeof messageAttachments.$inferInsert): Promise<AttachmentRow> {
  const [row] = await db.insert(messageAttachments).values(v).returning();
  if (!row) throw new Error('attachment insert returned nothing');
  return row;
}

/** Claims the sender's own unattached uploads in this conversation for one message; answers how many it took. */
export async function attachTo(tx: Executor, conversationId: string, uploaderId: string, messageId: string, ids: readonly string[]) {
  if (!ids.length) return 0;
  const rows = await tx
    .update(messageAttachments)
    .set({ message_id: messageId })
    .where(
      and(
        eq(messageAttachments.conversation_id, conversationId),
        eq(messageAttachments.uploader_id, uploaderId),
        isNull(messageAttachments.message_id),
        inArray(messageAttachments.id, [...ids]),
      ),
    )
    .returning({ id: messageAttachments.id });
  return rows.length;
}

export async function attachmentsOf(db: Executor, messageIds: readonly string[]): Promise<AttachmentRow[]> {
  if (!messageIds.length) return [];
  return db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.message_id, [...messageIds]))
    .orderBy(asc(messageAttachments.created_at));
}

export async function deleteAttachmentsOf(tx: Executor, messageId: string): Promise<AttachmentRow[]> {
  return tx.delete(messageAttachments).where(eq(messageAttachments.message_id, messageId)).returning();
}

/** For the storage guard: the attachment a key names, with whether `userId` is in its conversation. */
export async function attachmentReadable(db: Executor, key: string, userId: string): Promise<boolean> {
  const r = await db.execute<{ ok: number }>(sql`
    select 1 as ok from ${messageAttachments} a
      join ${conversationMembers} m on m.conversation_id = a.conversation_id and m.user_id = ${userId}
     where a.key = ${key} and (a.message_id is not null or a.uploader_id = ${userId})
     limit 1`);
  return r.rows.length > 0;
}

// ---- presence

export async function addPresence(db: Executor, v: { socket_id: string; conversation_id: string; user_id: string; ms: number }) {
  await db
    .insert(conversationPresence)
    .values({
      socket_id: v.socket_id,
      conversation_id: v.conversation_id,
      user_id: v.user_id,
      expires_at: sql`now() + ${`${v.ms} milliseconds`}::interval`,
    })
    .onConflictDoUpdate({
      target: [conversationPresence.socket_id, conversationPresence.conversation_id],
      set: { expires_at: sql`now() + ${`${v.ms} milliseconds`}::interval` },
    });
}

export async function removePresence(db: Executor, socketId: string, conversationId: string) {
  await db
    .delete(conversationPresence)
    .where(and(eq(conversationPresence.socket_id, socketId), eq(conversationPresence.conversation_id, conversationId)));
}

export async function refreshPresence(db: Executor, conversationId: string, userId: string, ms: number) {
  await db
    .update(conversationPresence)
    .set({ expires_at: sql`now() + ${`${ms} milliseconds`}::interval` })
    .where(and(eq(conversationPresence.conversation_id, conversationId), eq(conversationPresence.user_id, userId)));
}

/** Of the conversation's members, those with the conversation open in a tab now. */
export async function presentIn(db: Executor, conversationId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ user_id: conversationPresence.user_id })
    .from(conversationPresence)
    .where(and(eq(conversationPresence.conversation_id, conversationId), sql`${conversationPresence.expires_at} > now()`));
  return new Set(rows.map((r) => r.user_id));
}

export async function prunePresence(db: Executor) {
  await db.delete(conversationPresence).where(sql`${conversationPresence.expires_at} < now() - interval '1 hour'`);
}

// ---- reports

export async function insertExcerpt(db: Executor, v: typeof conversationReportExcerpts.$inferInsert) {
  await db.insert(conversationReportExcerpts).values(v);
}

export async function latestExcerpt(db: Executor, conversationId: string) {
  const [row] = await db
    .select()
    .from(conversationReportExcerpts)
    .where(eq(conversationReportExcerpts.conversation_id, conversationId))
    .orderBy(desc(conversationReportExcerpts.created_at))
    .limit(1);
  return row;
}

export async function lastSenderOtherThan(db: Executor, conversationId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sender_id: messages.sender_id })
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), ne(messages.sender_id, userId)))
    .orderBy(desc(messages.seq))
    .limit(1);
  return row?.sender_id;
}

/**
 * For the bench (scripts/bench-messages.mjs): `count` members, each with a direct conversation with
 * `memberId` holding one message, spread over the last 100 days; the member's list then has `count`
 * conversations. Ids derive from `prefix`, so a second run adds nothing.
 */
export async function seedConversations(
  database: { query(text: string, params?: unknown[]): Promise<unknown> },
  o: { prefix: string; memberId: string; count: number },
): Promise<void> {
  const seedId = (expr: string) => `overlay(overlay(md5($1 || '-' || ${expr}) placing '4' from 13) placing '8' from 17)::uuid`;
  const p = [o.prefix, o.count, o.memberId];
  await database.query(
    `insert into users (id, email, password_hash)
     select ${seedId('g')}, $1 || '-' || g || '@seed.invalid', '!' from generate_series(1, $2::int) g on conflict do nothing`,
    p.slice(0, 2),
  );
  await database.query(
    `insert into profiles (id, profile_type, display_name, username)
     select ${seedId('g')}, 'creator', 'Bench member ' || g, $1 || '_' || g from generate_series(1, $2::int) g on conflict do nothing`,
    p.slice(0, 2),
  );
  await database.query(
    `insert into conversations (id, kind, direct_key, created_by, last_seq, last_message_at, last_sender_id, last_preview)
     select ${seedId("'c' || g")}, 'direct',
            least(${seedId('g')}::text, $3::text) || ':' || greatest(${seedId('g')}::text, $3::text),
            ${seedId('g')}, 1, now() - make_interval(secs => (g * 7919) % 8640000), ${seedId('g')}, 'Bench message ' || g
       from generate_series(1, $2::int) g on conflict do nothing`,
    p,
  );
  await database.query(
    `insert into conversation_members (conversation_id, user_id, status, last_read_seq, sort_at)
     select ${seedId("'c' || g")}, u, 'accepted', case when u = $3::uuid and g % 3 = 0 then 0 else 1 end,
            now() - make_interval(secs => (g * 7919) % 8640000)
       from generate_series(1, $2::int) g, lateral (values (${seedId('g')}), ($3::uuid)) v(u)
     on conflict do nothing`,
    p,
  );
  await database.query(
    `insert into messages (conversation_id, seq, sender_id, client_id, body, created_at)
     select ${seedId("'c' || g")}, 1, ${seedId('g')}, ${seedId("'m' || g")}, 'Bench message ' || g,
            now() - make_interval(secs => (g * 7919) % 8640000)
       from generate_series(1, $2::int) g on conflict do nothing`,
    p.slice(0, 2),
  );
  for (const t of ['conversations', 'conversation_members', 'messages']) await database.query(`analyze ${t}`);
}
