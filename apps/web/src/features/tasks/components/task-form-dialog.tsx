import { TASK_PRIORITIES, type Task, type TaskPriority, taskInputSchema, taskPriorityLabels } from '@proclub/contracts/tasks';
import { format, parseISO } from 'date-fns';
import { FormInput, FormSelect, FormTextarea } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { FormPicker } from '@/components/form/form-picker';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { ClientPicker } from '@/components/pickers/client-picker';
import type { PickerProps } from '@/components/pickers/search-picker';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/input';
import { useCreateTask, useUpdateTask } from '../api/use-task-actions';
import { useTaskMembers } from '../api/use-task-members';

interface TaskFormValues {
  title: string;
  notes: string;
  clientId: string;
  assigneeId: string;
  dueAt: string;
  priority: TaskPriority;
}

/** The browser's datetime-local value (local time) as an ISO instant, and back. */
const localToIso = (value: string) => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};
const isoToLocal = (iso: string | null) => (iso ? format(parseISO(iso), "yyyy-MM-dd'T'HH:mm") : '');

const OptionalClientPicker = (props: PickerProps) => <ClientPicker {...props} emptyLabel="No client" />;

/**
 * New/Edit task: title*, notes, client (searched on the server), assignee (a member of the workspace; the maker by
 * default), due date and time, priority. The server's field errors show next to their fields.
 */
export function TaskFormDialog({
  task,
  defaults,
  onClose,
}: {
  task: Task | null;
  /** A new task's starting values (the client record's client, the signed-in member as assignee). */
  defaults?: { clientId?: string; clientName?: string; assigneeId?: string };
  onClose: () => void;
}) {
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const members = useTaskMembers();
  const form = useZodForm<TaskFormValues, typeof taskInputSchema>(
    taskInputSchema,
    {
      title: task?.title ?? '',
      notes: task?.notes ?? '',
      clientId: task?.client?.id ?? defaults?.clientId ?? '',
      assigneeId: task ? (task.assignee?.id ?? '') : (defaults?.assigneeId ?? ''),
      dueAt: isoToLocal(task?.dueAt ?? null),
      priority: task?.priority ?? ('normal' as TaskPriority),
    },
    (values) => ({ ...values, dueAt: localToIso(values.dueAt) }),
  );
  const initialClient = task?.client
    ? { id: task.client.id, label: task.client.name }
    : defaults?.clientId
      ? { id: defaults.clientId, label: defaults.clientName ?? 'This client' }
      : null;

  const save = () =>
    saveForm(
      form,
      (data) =>
        task
          ? updateTask.mutateAsync({
              id: task.id,
              input: {
                title: data.title,
                notes: data.notes ?? null,
                clientId: data.clientId ?? null,
                assigneeId: data.assigneeId ?? null,
                dueAt: data.dueAt ?? null,
                priority: data.priority,
              },
            })
          : createTask.mutateAsync(data),
      { success: task ? 'Task updated' : 'Task created', failure: 'Failed to save task' },
    );

  const people = members.data ?? [];
  const assignee = task?.assignee;
  return (
    <FormDialog
      title={task ? 'Edit task' : 'New task'}
      description={task ? 'Change the task’s details.' : 'A to-do for you or a teammate, optionally for a client.'}
      formLabel="Task details"
      submitLabel={task ? 'Save task' : 'Create task'}
      onSubmit={save}
      onClose={onClose}
    >
      <FormInput form={form} name="title" id="task-title" label="Title *" aria-required="true" maxLength={200} />
      <FormPicker
        form={form}
        name="clientId"
        id="task-client"
        label="Client"
        picker={OptionalClientPicker}
        initial={initialClient}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {members.isPending ? (
          // The select is drawn once the members are known, so it opens on the chosen one.
          <FormField id="task-assignee" label="Assignee">
            <NativeSelect id="task-assignee" disabled aria-busy="true">
              <option>Loading members…</option>
            </NativeSelect>
          </FormField>
        ) : (
          <FormSelect form={form} name="assigneeId" id="task-assignee" label="Assignee">
            <option value="">Unassigned</option>
            {people.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
            {assignee && !people.some((member) => member.userId === assignee.id) && (
              <option value={assignee.id}>{assignee.name}</option>
            )}
          </FormSelect>
        )}
        <FormSelect
          form={form}
          name="priority"
          id="task-priority"
          label="Priority"
          options={TASK_PRIORITIES}
          optionLabel={(value) => taskPriorityLabels[value]}
        />
      </div>
      <FormInput form={form} name="dueAt" id="task-due" label="Due" type="datetime-local" />
      <FormTextarea form={form} name="notes" id="task-notes" label="Notes" rows={3} maxLength={4000} />
    </FormDialog>
  );
}
