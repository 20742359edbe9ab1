import { z } from 'zod';
import { profileTypeSchema } from './auth.ts';
import { idParam, isCalendarDay, okSchema } from './common.ts';
import { enNumber } from './en-number';
import type { RouteDef } from './route-def.ts';

// Collaborations (issue 13, spec §2 /collabs, /collab/{id}, /collab/{id}/{tab}; §3 notification types
// collaboration_request, task_assignment, task_reminder, order_id and editor_notification_type; §6 the
// post_production_editor staff role). A project between members with roles, invitations, tasks, files
// shared with members only, its own discussion, post-production orders and verified credits.

export const COLLAB_LIMITS = {
  titleMax: 120,
  descriptionMax: 4_000,
  locationMax: 120,
  /** Members (joined and invited) of one collaboration (ours). */
  membersMax: 50,
  taskTitleMax: 200,
  /** Tasks of one collaboration (ours). */
  tasksMax: 500,
  /** Files of one collaboration (ours). */
  filesMax: 200,
  messageMax: 4_000,
  /** Messages a discussion answers at once (the newest). */
  messagesPage: 100,
  briefMax: 4_000,
  /** Files attached to one post-production brief. */
  briefFilesMax: 20,
  /** Minutes a file link works at least (signed links round up to the next full hour; each read asks membership again). */
  fileUrlMinutes: 15,
} as const;

export const COLLAB_MESSAGES = {
  notFound: 'This collaboration does not exist or you are not a member.',
  ownerOnly: 'Only the owner of the collaboration can do this.',
  viewerReadOnly: 'Viewers can read this collaboration but not change it.',
  titleRequired: 'Give the collaboration a title.',
  titleTooLong: `A title can be at most ${COLLAB_LIMITS.titleMax} characters.`,
  descriptionTooLong: `A description can be at most ${enNumber(COLLAB_LIMITS.descriptionMax)} characters.`,
  locationTooLong: `A location can be at most ${COLLAB_LIMITS.locationMax} characters.`,
  badDate: 'Use a date like 2026-12-31.',
  endsBeforeStart: 'The end date cannot be before the start date.',
  noSuchMember: 'There is no such member.',
  memberRequired: 'Name the member to invite (username or profile link).',
  blocked: 'You cannot invite this member.',
  alreadyMember: 'This member is already in the collaboration or invited.',
  notYourself: 'You are already in this collaboration.',
  tooManyMembers: `A collaboration can have at most ${COLLAB_LIMITS.membersMax} members.`,
  noInvitation: 'There is no invitation to answer.',
  invited: 'Invitation sent.',
  joined: 'You joined the collaboration.',
  declined: 'Invitation declined.',
  memberRemoved: 'Member removed.',
  left: 'You left the collaboration.',
  ownerCannotLeave: 'The owner cannot leave the collaboration. Cancel it instead.',
  saved: 'Saved.',
  taskTitleRequired: 'Give the task a title.',
  taskTitleTooLong: `A task title can be at most ${COLLAB_LIMITS.taskTitleMax} characters.`,
  assigneeNotMember: 'Tasks can only be assigned to members of the collaboration.',
  noSuchTask: 'This task no longer exists.',
  tooManyTasks: `A collaboration can have at most ${COLLAB_LIMITS.tasksMax} tasks.`,
  taskAdded: 'Task added.',
  noSuchFile: 'This file no longer exists.',
  tooManyFiles: `A collaboration can have at most ${COLLAB_LIMITS.filesMax} files.`,
  fileUploaded: 'File shared with the members.',
  fileDeleted: 'File deleted.',
  fileNotYours: 'Only whoever uploaded a file, or the owner, can delete it.',
  messageRequired: 'Write a message first.',
  messageTooLong: `A message can be at most ${enNumber(COLLAB_LIMITS.messageMax)} characters.`,
  briefRequired: 'Describe the work in the brief.',
  briefTooLong: `A brief can be at most ${enNumber(COLLAB_LIMITS.briefMax)} characters.`,
  briefFilesUnknown: 'Attach only files shared in this collaboration.',
  orderPlaced: 'Order sent to the post-production team.',
  noSuchOrder: 'This order does not exist.',
  orderClosed: 'This order is closed.',
  deliverFirst: 'Deliver at least one file before marking the order delivered.',
  closedForInvites: 'A completed or cancelled collaboration takes no new members.',
  orderUpdated: 'Order updated.',
  // Issue 13 gaps: the owner cancels an order no editor has taken yet.
  cancelOrder: 'Cancel order',
  cancelOrderConfirm: 'Cancel this order? The editors will no longer see it as open.',
  orderCancelled: 'Order cancelled.',
  orderNotCancellable: 'Only an order no editor has taken yet can be cancelled.',
  showEarlier: 'Show earlier messages',
  loadingEarlier: 'Loading…',
  delivered: 'File delivered.',
  creditsNotYet: 'Credits can be confirmed once the collaboration is completed.',
  creditNotMember: 'Only members who joined the collaboration can confirm or receive credits.',
  creditSelf: 'You cannot confirm your own credit.',
  creditConfirmed: 'Credit confirmed.',
} as const;

export const COLLAB_STATUSES = ['planning', 'active', 'completed', 'cancelled'] as const;
export const collabStatusSchema = z.enum(COLLAB_STATUSES);
export type CollabStatus = z.infer<typeof collabStatusSchema>;
export const COLLAB_STATUS_LABELS: Record<CollabStatus, string> = {
  planning: 'Planning',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const COLLAB_ROLES = ['owner', 'collaborator', 'viewer'] as const;
export const collabRoleSchema = z.enum(COLLAB_ROLES);
export type CollabRole = z.infer<typeof collabRoleSchema>;
/** Roles an invitation may give (one owner per collaboration). */
export const inviteRoleSchema = z.enum(['collaborator', 'viewer']);

export const TASK_STATUSES = ['todo', 'doing', 'done'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = { todo: 'To do', doing: 'Doing', done: 'Done' };

export const ORDER_STATUSES = ['requested', 'in_progress', 'delivered', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  requested: 'Requested',
  in_progress: 'In progress',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const COLLAB_TABS = ['overview', 'members', 'tasks', 'files', 'discussion'] as const;
export type CollabTab = (typeof COLLAB_TABS)[number];

const dateInput = z.string().trim().refine(isCalendarDay, COLLAB_MESSAGES.badDate);
const optionalDate = z.union([dateInput, z.literal('').transform(() => null), z.null()]).optional();

const collabFields = {
  title: z.string().trim().min(1, COLLAB_MESSAGES.titleRequired).max(COLLAB_LIMITS.titleMax, COLLAB_MESSAGES.titleTooLong),
  description: z.string().trim().max(COLLAB_LIMITS.descriptionMax, COLLAB_MESSAGES.descriptionTooLong),
  location: z.string().trim().max(COLLAB_LIMITS.locationMax, COLLAB_MESSAGES.locationTooLong),
};

const datesInOrder = (v: { starts_on?: string | null; ends_on?: string | null }) => !v.starts_on || !v.ends_on || v.ends_on >= v.starts_on;

export const createCollabInput = z
  .object({
    title: collabFields.title,
    description: collabFields.description.optional(),
    location: collabFields.location.optional(),
    starts_on: optionalDate,
    ends_on: optionalDate,
  })
  .refine(datesInOrder, { message: COLLAB_MESSAGES.endsBeforeStart, path: ['ends_on'] });
export type CreateCollabInput = z.input<typeof createCollabInput>;

export const updateCollabInput = z
  .object({
    title: collabFields.title.optional(),
    description: collabFields.description.optional(),
    location: collabFields.location.optional(),
    starts_on: optionalDate,
    ends_on: optionalDate,
    status: collabStatusSchema.optional(),
  })
  .refine(datesInOrder, { message: COLLAB_MESSAGES.endsBeforeStart, path: ['ends_on'] });
export type UpdateCollabInput = z.input<typeof updateCollabInput>;

export const collabParams = z.object({ id: idParam(COLLAB_MESSAGES.notFound) });
export const collabMemberParams = z.object({ id: idParam(COLLAB_MESSAGES.notFound), memberId: idParam(COLLAB_MESSAGES.noSuchMember) });
export const collabTaskParams = z.object({ id: idParam(COLLAB_MESSAGES.notFound), taskId: idParam(COLLAB_MESSAGES.noSuchTask) });
export const collabFileParams = z.object({ id: idParam(COLLAB_MESSAGES.notFound), fileId: idParam(COLLAB_MESSAGES.noSuchFile) });
export const orderParams = z.object({ orderId: idParam(COLLAB_MESSAGES.noSuchOrder) });
export const collabOrderParams = z.object({ id: idParam(COLLAB_MESSAGES.notFound), orderId: idParam(COLLAB_MESSAGES.noSuchOrder) });
/** The discussion: the latest page, or the page just older than the message `before` names. */
export const collabMessagesQuery = z.object({ before: z.uuid('Invalid cursor.').optional() });

export const inviteInput = z.object({
  /** A username (with or without @), a profile link's last segment, or a member id. */
  member: z.string().trim().min(1, COLLAB_MESSAGES.memberRequired).max(200, COLLAB_MESSAGES.noSuchMember),
  role: inviteRoleSchema.default('collaborator'),
});
export type InviteInput = z.input<typeof inviteInput>;

export const createTaskInput = z.object({
  title: z.string().trim().min(1, COLLAB_MESSAGES.taskTitleRequired).max(COLLAB_LIMITS.taskTitleMax, COLLAB_MESSAGES.taskTitleTooLong),
  assignee_id: z.uuid(COLLAB_MESSAGES.assigneeNotMember).nullable().optional(),
  due_on: optionalDate,
});
export type CreateTaskInput = z.input<typeof createTaskInput>;

export const updateTaskInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, COLLAB_MESSAGES.taskTitleRequired)
    .max(COLLAB_LIMITS.taskTitleMax, COLLAB_MESSAGES.taskTitleTooLong)
    .optional(),
  assignee_id: z.uuid(COLLAB_MESSAGES.assigneeNotMember).nullable().optional(),
  due_on: optionalDate,
  status: taskStatusSchema.optional(),
});
export type UpdateTaskInput = z.input<typeof updateTaskInput>;

export const postMessageInput = z.object({
  body: z.string().trim().min(1, COLLAB_MESSAGES.messageRequired).max(COLLAB_LIMITS.messageMax, COLLAB_MESSAGES.messageTooLong),
});

export const createOrderInput = z.object({
  brief: z.string().trim().min(1, COLLAB_MESSAGES.briefRequired).max(COLLAB_LIMITS.briefMax, COLLAB_MESSAGES.briefTooLong),
  file_ids: z.array(z.uuid(COLLAB_MESSAGES.briefFilesUnknown)).max(COLLAB_LIMITS.briefFilesMax).default([]),
});
export type CreateOrderInput = z.input<typeof createOrderInput>;

export const updateOrderInput = z.object({ status: z.enum(['in_progress', 'delivered']) });

/** A person in a collaboration: public identity only (approved avatar). */
export const collabPersonSchema = z.object({
  user_id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  profile_type: profileTypeSchema.nullable(),
  verified: z.boolean(),
});
export type CollabPerson = z.infer<typeof collabPersonSchema>;

export const collabMemberSchema = collabPersonSchema.extend({
  role: collabRoleSchema,
  state: z.enum(['invited', 'joined']),
  since: z.string(),
  /** Members of a completed collaboration who confirmed this member's credit. */
  confirmed_by: z.array(z.uuid()),
});
export type CollabMember = z.infer<typeof collabMemberSchema>;

export const collabSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: collabStatusSchema,
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  location: z.string().nullable(),
  my_role: collabRoleSchema,
  my_state: z.enum(['invited', 'joined']),
  members_count: z.number().int(),
  owner: collabPersonSchema,
  updated_at: z.string(),
});
export type CollabSummary = z.infer<typeof collabSummarySchema>;

export const collabListSchema = z.object({ collabs: z.array(collabSummarySchema), invitations: z.array(collabSummarySchema) });
export type CollabList = z.infer<typeof collabListSchema>;

export const collabSchema = collabSummarySchema.extend({
  description: z.string(),
  origin: z.enum(['direct', 'casting']),
  members: z.array(collabMemberSchema),
  created_at: z.string(),
});
export type Collab = z.infer<typeof collabSchema>;

export const collabTaskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: taskStatusSchema,
  due_on: z.string().nullable(),
  assignee: collabPersonSchema.nullable(),
  created_by: z.uuid(),
  created_at: z.string(),
});
export type CollabTask = z.infer<typeof collabTaskSchema>;
export const collabTaskListSchema = z.object({ tasks: z.array(collabTaskSchema) });

export const collabFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** A link signed for the reader, valid COLLAB_LIMITS.fileUrlMinutes minutes. */
  url: z.string(),
  uploaded_by: collabPersonSchema,
  /** The post-production order this file was delivered for, if any. */
  order_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type CollabFile = z.infer<typeof collabFileSchema>;
export const collabFileListSchema = z.object({ files: z.array(collabFileSchema) });

export const collabMessageSchema = z.object({
  id: z.uuid(),
  collab_id: z.uuid(),
  author: collabPersonSchema,
  body: z.string(),
  created_at: z.string(),
});
export type CollabMessage = z.infer<typeof collabMessageSchema>;
export const collabMessageListSchema = z.object({
  messages: z.array(collabMessageSchema),
  /** Older messages exist before the first one here (ask again with `before` its id). */
  has_more: z.boolean(),
});

export const orderFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});

export const postProductionOrderSchema = z.object({
  id: z.uuid(),
  collab_id: z.uuid(),
  collab_title: z.string(),
  brief: z.string(),
  status: orderStatusSchema,
  ordered_by: collabPersonSchema,
  editor: collabPersonSchema.nullable(),
  brief_files: z.array(orderFileSchema),
  deliveries: z.array(orderFileSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PostProductionOrder = z.infer<typeof postProductionOrderSchema>;
export const orderListSchema = z.object({ orders: z.array(postProductionOrderSchema) });

/** A completed collaboration on a member's profile, with who confirmed their credit. */
export const collabCreditSchema = z.object({
  collab_id: z.uuid(),
  title: z.string(),
  role: collabRoleSchema,
  ends_on: z.string().nullable(),
  confirmed_by: z.array(collabPersonSchema),
});
export type CollabCredit = z.infer<typeof collabCreditSchema>;
export const collabCreditListSchema = z.object({ credits: z.array(collabCreditSchema) });

export const collabUserParams = z.object({ userId: idParam(COLLAB_MESSAGES.noSuchMember) });

/** Notification types this feature sends beyond spec §3's (unknown types always pass, §4). */
export const POST_PRODUCTION_NOTIFICATION = 'post_production';
/** editor_notification_type values (spec §3 notification column). */
export const EDITOR_NOTIFICATION_TYPES = ['order_created', 'order_in_progress', 'order_delivered', 'order_file_delivered'] as const;

/** Collaborations (features/collabs): every /collabs/:id route answers 404 to anyone who is not a member. */
export const collabRoutes = {
  myCollabs: {
    method: 'GET',
    path: '/api/v1/collabs',
    summary: 'Your collaborations and the invitations waiting for your answer',
    tag: 'collabs',
    access: 'user',
    delegated: 'viewer',
    response: collabListSchema,
  },
  createCollab: {
    method: 'POST',
    path: '/api/v1/collabs',
    summary: 'Start a collaboration (you are its owner; status planning)',
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    status: 201,
    body: createCollabInput,
    response: collabSchema,
  },
  collab: {
    method: 'GET',
    path: '/api/v1/collabs/:id',
    summary: 'One collaboration with its members (members and invitees only)',
    tag: 'collabs',
    access: 'user',
    delegated: 'viewer',
    params: collabParams,
    response: collabSchema,
  },
  updateCollab: {
    method: 'PATCH',
    path: '/api/v1/collabs/:id',
    summary: "Change a collaboration's details or status (owner only)",
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    params: collabParams,
    body: updateCollabInput,
    response: collabSchema,
  },
  inviteToCollab: {
    method: 'POST',
    path: '/api/v1/collabs/:id/members',
    summary: 'Invite a member as collaborator or viewer (owner only; never across a block)',
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    params: collabParams,
    body: inviteInput,
    response: collabSchema,
  },
  acceptCollabInvite: {
    method: 'POST',
    path: '/api/v1/collabs/:id/accept',
    summary: 'Accept your invitation to a collaboration',
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    params: collabParams,
    response: collabSchema,
  },
  declineCollabInvite: {
    method: 'POST',
    path: '/api/v1/collabs/:id/decline',
    summary: 'Decline your invitation to a collaboration',
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    params: collabParams,
    response: okSchema,
  },
  removeCollabMember: {
    method: 'DELETE',
    path: '/api/v1/collabs/:id/members/:memberId',
    summary: 'Remove a member or withdraw an invitation (owner), or leave (yourself)',
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    params: collabMemberParams,
    response: okSchema,
  },
  collabTasks: {
    method: 'GET',
    path: '/api/v1/collabs/:id/tasks',
    summary: "A collaboration's tasks",
    tag: 'collabs',
    access: 'user',
    delegated: 'viewer',
    params: collabParams,
    response: collabTaskListSchema,
  },
  createCollabTask: {
    method: 'POST',
    path: '/api/v1/collabs/:id/tasks',
    summary: 'Add a task, optionally assigned to a member with a due date (owner and collaborators)',
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    status: 201,
    params: collabParams,
    body: createTaskInput,
    response: collabTaskSchema,
  },
  updateCollabTask: {
    method: 'PATCH',
    path: '/api/v1/collabs/:id/tasks/:taskId',
    summary: "Change a task's status, title, assignee or due date (owner, collaborators; an assignee their own task's status)",
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    params: collabTaskParams,
    body: updateTaskInput,
    response: collabTaskSchema,
  },
  collabFiles: {
    method: 'GET',
    path: '/api/v1/collabs/:id/files',
    summary: "A collaboration's shared files, each with a short-lived link signed for the reader",
    tag: 'collabs',
    access: 'user',
    delegated: 'viewer',
    params: collabParams,
    response: collabFileListSchema,
  },
  uploadCollabFile: {
    method: 'POST',
    path: '/api/v1/collabs/:id/files',
    summary: 'Share a file with the members (multipart field "file"; the spec §5 upload check)',
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    status: 201,
    multipart: true,
    params: collabParams,
    response: collabFileSchema,
  },
  deleteCollabFile: {
    method: 'DELETE',
    path: '/api/v1/collabs/:id/files/:fileId',
    summary: 'Delete a shared file (whoever uploaded it, or the owner)',
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    params: collabFileParams,
    response: okSchema,
  },
  collabMessages: {
    method: 'GET',
    path: '/api/v1/collabs/:id/messages',
    summary: "The collaboration's discussion, 100 messages at a time, oldest first: the latest, or those before one (before)",
    tag: 'collabs',
    access: 'user',
    delegated: 'viewer',
    params: collabParams,
    query: collabMessagesQuery,
    response: collabMessageListSchema,
  },
  postCollabMessage: {
    method: 'POST',
    path: '/api/v1/collabs/:id/messages',
    summary: "Write in the collaboration's discussion (every member, live to the others)",
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    status: 201,
    params: collabParams,
    body: postMessageInput,
    response: collabMessageSchema,
  },
  confirmCollabCredit: {
    method: 'POST',
    path: '/api/v1/collabs/:id/credits/:memberId',
    summary: "Confirm another member's credit on a completed collaboration",
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    params: collabMemberParams,
    response: collabSchema,
  },
  memberCollabCredits: {
    method: 'GET',
    path: '/api/v1/profiles/:userId/collab-credits',
    summary: "A member's completed collaborations whose credit another member confirmed (as visible as the profile)",
    tag: 'collabs',
    access: 'public',
    delegated: 'viewer',
    params: collabUserParams,
    response: collabCreditListSchema,
  },
} as const satisfies Record<string, RouteDef>;
