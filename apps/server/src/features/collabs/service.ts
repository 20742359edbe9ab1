// Collaborations (README.md). Every read and write names a collaboration by id and
// is answered 404 to anyone who is not in it (an invitee sees only its overview), so nobody outside
// learns that it exists. Roles: the owner does everything; collaborators add and change tasks and share
// files; viewers read, take part in the discussion and move their own tasks. What other features call:
// openCollaboration (casting's 'collabs.open_collaboration'), the file guard and the realtime topic kind
// (given in the collabs module).

// What other features and this feature's routes call, gathered from the use-case files beside it:
// collaborations.ts, members.ts (invitations), tasks.ts, reminders.ts, files.ts, discussion.ts,
// orders.ts (post-production) and credits.ts.

export { create, get, listMine, openCollaboration, update } from './collaborations.ts';
export { confirmCredit, memberCredits } from './credits.ts';
export { collabTopic, listMessages, postMessage } from './discussion.ts';
export { collabFileGuard, deleteFile, listFiles, uploadFile } from './files.ts';
export { accept, decline, invite, removeMember } from './members.ts';
export { cancelOrder, createOrder, deliverFile, editorQueue, listOrders, updateOrderStatus } from './orders.ts';
export { defineCollabJobs, REMINDER_EVERY_MS, REMINDER_JOB, sendTaskReminders } from './reminders.ts';
export { createTask, listTasks, updateTask } from './tasks.ts';
