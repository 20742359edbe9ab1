import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** A collaboration (README.md): a project between members. */
export const collaborations = pgTable(
  'collaborations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    starts_on: day('starts_on'),
    ends_on: day('ends_on'),
    status: text('status', { enum: ['planning', 'active', 'completed', 'cancelled'] })
      .notNull()
      .default('planning'),
    /** 'casting': opened by an accepted casting offer (its members joined without an invitation). */
    origin: text('origin', { enum: ['direct', 'casting'] })
      .notNull()
      .default('direct'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('collaborations_status_check', sql`${t.status} in ('planning', 'active', 'completed', 'cancelled')`),
    check('collaborations_origin_check', sql`${t.origin} in ('direct', 'casting')`),
    check('collaborations_dates_check', sql`${t.ends_on} is null or ${t.starts_on} is null or ${t.ends_on} >= ${t.starts_on}`),
  ],
);

/** Members with their role; an invitation is a row in state 'invited' until accepted (declined: deleted). */
export const collabMembers = pgTable(
  'collab_members',
  {
    collab_id: uuid('collab_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'collaborator', 'viewer'] }).notNull(),
    state: text('state', { enum: ['invited', 'joined'] }).notNull(),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    joined_at: ts('joined_at'),
  },
  (t) => [
    primaryKey({ columns: [t.collab_id, t.user_id] }),
    // "My collaborations" and "my invitations".
    index('collab_members_user_idx').on(t.user_id, t.state),
    check('collab_members_role_check', sql`${t.role} in ('owner', 'collaborator', 'viewer')`),
    check('collab_members_state_check', sql`${t.state} in ('invited', 'joined')`),
  ],
);

export const collabTasks = pgTable(
  'collab_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collab_id: uuid('collab_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: ['todo', 'doing', 'done'] })
      .notNull()
      .default('todo'),
    assignee_id: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    due_on: day('due_on'),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('collab_tasks_collab_idx').on(t.collab_id, t.created_at),
    // The reminder scan: open tasks with a due date.
    index('collab_tasks_due_idx')
      .on(t.due_on)
      .where(sql`${t.status} <> 'done' and ${t.due_on} is not null and ${t.assignee_id} is not null`),
    check('collab_tasks_status_check', sql`${t.status} in ('todo', 'doing', 'done')`),
  ],
);

/**
 * One row per reminder sent: (task, kind, due date) is unique, so however many workers or retries run
 * the scan, a reminder is sent once per due date (a new due date earns new reminders).
 */
export const collabTaskReminders = pgTable(
  'collab_task_reminders',
  {
    task_id: uuid('task_id')
      .notNull()
      .references(() => collabTasks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['due_tomorrow', 'overdue'] }).notNull(),
    due_on: day('due_on').notNull(),
    sent_at: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.task_id, t.kind, t.due_on] })],
);

/** Post-production work ordered from the editors (staff role post_production_editor). */
export const collabOrders = pgTable(
  'collab_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collab_id: uuid('collab_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    ordered_by: uuid('ordered_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brief: text('brief').notNull(),
    /** Shared files of the collaboration the brief points at. */
    file_ids: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status', { enum: ['requested', 'in_progress', 'delivered', 'cancelled'] })
      .notNull()
      .default('requested'),
    editor_id: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('collab_orders_collab_idx').on(t.collab_id, t.created_at),
    index('collab_orders_status_idx').on(t.status, t.created_at),
    check('collab_orders_status_check', sql`${t.status} in ('requested', 'in_progress', 'delivered', 'cancelled')`),
  ],
);

/** Files shared with the members, in the private `collabs` bucket (key `<collab id>/<time>-<random>.<ext>`). */
export const collabFiles = pgTable(
  'collab_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collab_id: uuid('collab_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    uploaded_by: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Delivered by an editor for this order. */
    order_id: uuid('order_id').references(() => collabOrders.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collab_files_key').on(t.key), index('collab_files_collab_idx').on(t.collab_id, t.created_at)],
);

/** The collaboration's own discussion. */
export const collabMessages = pgTable(
  'collab_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collab_id: uuid('collab_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('collab_messages_collab_idx').on(t.collab_id, t.created_at.desc(), t.id.desc())],
);

/** Verified credits: `confirmed_by` vouches that `member_id` worked on the completed collaboration. */
export const collabCredits = pgTable(
  'collab_credits',
  {
    collab_id: uuid('collab_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    member_id: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmed_by: uuid('confirmed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collab_id, t.member_id, t.confirmed_by] }),
    index('collab_credits_member_idx').on(t.member_id),
    check('collab_credits_not_self', sql`${t.member_id} <> ${t.confirmed_by}`),
  ],
);
