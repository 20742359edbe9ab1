import { zodResolver } from '@hookform/resolvers/zod';
import {
  COLLAB_LIMITS,
  type Collab,
  type CollabTask,
  type CreateTaskInput,
  createTaskInput,
  TASK_STATUSES,
  type TaskStatus,
} from '@mb/contract/collabs';
import { ListTodo, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { useCollabTasks, useCreateTask, useUpdateTask } from './queries';
import { formatDay, personName, taskStatusLabel } from './shared';

const today = () => new Date().toISOString().slice(0, 10);

/** The form's text as the server's input (nobody and no day are null), checked by the contract's schema. */
const taskForm = z
  .object({ title: z.string(), assignee_id: z.string(), due_on: z.string() })
  .transform((d): CreateTaskInput => ({ ...d, assignee_id: d.assignee_id || null, due_on: d.due_on || null }))
  .pipe(createTaskInput);
type TaskDraft = z.input<typeof taskForm>;
const FIELDS = ['title', 'assignee_id', 'due_on'] as const;

function NewTask({ collab }: { collab: Collab }) {
  const form = useForm<TaskDraft, unknown, z.output<typeof taskForm>>({
    resolver: zodResolver(taskForm),
    defaultValues: { title: '', assignee_id: '', due_on: '' },
  });
  const { errors } = form.formState;
  const create = useCreateTask(collab.id);
  const joined = collab.members.filter((m) => m.state === 'joined');
  return (
    <form
      className="grid gap-3 rounded-lg border p-4 md:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] md:items-end"
      noValidate
      aria-label={t('collabs.tasks.add', 'Add a task')}
      onSubmit={form.handleSubmit(async (body) => {
        const r = await create.submit(body, {
          form: { setError: form.setError, fields: FIELDS },
          success: { title: t('collabs.tasks.added', 'Task added.') },
        });
        if (r.ok) form.reset();
      })}
    >
      <Field label={t('collabs.tasks.task', 'Task')} error={errors.title?.message}>
        {(p) => (
          <Input
            {...p}
            maxLength={COLLAB_LIMITS.taskTitleMax}
            placeholder={t('collabs.tasks.placeholder', 'Book the location')}
            {...form.register('title')}
          />
        )}
      </Field>
      <Field label={t('collabs.tasks.assignTo', 'Assign to')} error={errors.assignee_id?.message}>
        {(p) => (
          <select {...p} className="h-10 rounded-md border border-input bg-background px-2 text-sm" {...form.register('assignee_id')}>
            <option value="">{t('collabs.tasks.nobody', 'Nobody yet')}</option>
            {joined.map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {personName(m)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('collabs.tasks.due', 'Due')} error={errors.due_on?.message}>
        {(p) => <Input {...p} type="date" {...form.register('due_on')} />}
      </Field>
      <Button type="submit" disabled={create.busy}>
        <Plus aria-hidden /> {t('collabs.tasks.addButton', 'Add')}
      </Button>
      <FormError className="md:col-span-4" message={create.error} />
    </form>
  );
}

function TaskRow({ collab, task, me }: { collab: Collab; task: CollabTask; me: string | undefined }) {
  const update = useUpdateTask(collab.id);
  const canMove = collab.my_role !== 'viewer' || task.assignee?.user_id === me;
  const overdue = task.status !== 'done' && task.due_on !== null && task.due_on < today();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="collab-task">
      <div className="grid min-w-0 gap-1">
        <span className={task.status === 'done' ? 'break-words text-muted-foreground line-through' : 'break-words font-medium'}>
          {task.title}
        </span>
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{task.assignee ? personName(task.assignee) : t('collabs.tasks.unassigned', 'Unassigned')}</span>
          {task.due_on ? <span>{t('collabs.tasks.dueOn', 'Due {day}', { day: formatDay(task.due_on) })}</span> : null}
          {overdue ? <Badge variant="warning">{t('collabs.tasks.overdue', 'Overdue')}</Badge> : null}
        </span>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span className="sr-only">{t('collabs.tasks.statusOf', 'Status of {title}', { title: task.title })}</span>
        <select
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          value={task.status}
          disabled={!canMove || update.busy}
          onChange={(e) =>
            void update.submit(
              { taskId: task.id, body: { status: e.target.value as TaskStatus } },
              { failure: (m) => ({ title: m ?? t('collabs.failed', 'That did not work.') }) },
            )
          }
        >
          {TASK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {taskStatusLabel(s)}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}

export function TasksTab({ collab, active }: { collab: Collab; active: boolean }) {
  const q = useCollabTasks(collab.id, active);
  const me = useSession()?.user.id;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('collabs.tab.tasks', 'Tasks')}</CardTitle>
        <CardDescription>
          {t('collabs.tasks.text', 'Assignees are told, reminded the day before the due date and again if it passes.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {collab.my_role !== 'viewer' ? <NewTask collab={collab} /> : null}
        {q.isPending ? (
          <Loading label={t('collabs.tasks.loading', 'Loading tasks')} className="grid gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </Loading>
        ) : q.isError ? (
          <ErrorState
            message={q.error.message || t('collabs.tasks.loadFailed', 'Tasks could not be loaded.')}
            onRetry={() => void q.refetch()}
            retrying={q.isFetching}
          />
        ) : q.data.tasks.length === 0 ? (
          <EmptyState icon={ListTodo} title={t('collabs.tasks.empty', 'No tasks yet')}>
            {collab.my_role === 'viewer'
              ? t('collabs.tasks.emptyViewer', 'Tasks the team adds show here.')
              : t('collabs.tasks.emptyText', 'Add what needs doing, who does it and by when.')}
          </EmptyState>
        ) : (
          <ul className="divide-y">
            {q.data.tasks.map((task) => (
              <TaskRow key={task.id} collab={collab} task={task} me={me} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
