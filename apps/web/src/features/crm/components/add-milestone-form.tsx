import { zodResolver } from '@hookform/resolvers/zod';
import { type MilestoneData, milestoneInputSchema } from '@proclub/contracts/crm';
import { Plus } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { showServerFieldErrors } from '@/lib/form-errors';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useCreateMilestone } from '../api/use-create-milestone';

interface MilestoneFormValues {
  title: string;
  description: string;
  dueDate: string;
}

const empty: MilestoneFormValues = { title: '', description: '', dueDate: '' };

/** Add Milestone: title*, description and due date (empty → null); new milestones start pending. */
export function AddMilestoneForm({ projectId }: { projectId: string }) {
  const createMilestone = useCreateMilestone(projectId);
  const form = useForm<MilestoneFormValues, unknown, MilestoneData>({
    resolver: zodResolver(milestoneInputSchema) as Resolver<MilestoneFormValues, unknown, MilestoneData>,
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (data) => {
    try {
      await createMilestone.mutateAsync(data);
      toastSuccess('Milestone added successfully');
      form.reset(empty);
    } catch (failure) {
      showServerFieldErrors(failure, ['title', 'description', 'dueDate'], form.setError);
      toastFailure(failure, { title: 'Error', fallback: 'Failed to add milestone' });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add milestone"
      className="space-y-3 rounded-md border border-border bg-muted/40 p-4"
    >
      <h3 className="text-sm font-semibold">Add Milestone</h3>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <FormField id="milestone-title" label="Title *" error={errors.title?.message}>
          <Input
            {...fieldControlProps('milestone-title', errors.title?.message)}
            aria-required="true"
            maxLength={200}
            {...form.register('title')}
          />
        </FormField>
        <FormField id="milestone-due" label="Due date" error={errors.dueDate?.message}>
          <Input {...fieldControlProps('milestone-due', errors.dueDate?.message)} type="date" {...form.register('dueDate')} />
        </FormField>
      </div>
      <FormField id="milestone-description" label="Description" error={errors.description?.message}>
        <Input
          {...fieldControlProps('milestone-description', errors.description?.message)}
          maxLength={2000}
          {...form.register('description')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : <Plus className="h-4 w-4" aria-hidden="true" />}
          Add Milestone
        </Button>
      </div>
    </form>
  );
}
