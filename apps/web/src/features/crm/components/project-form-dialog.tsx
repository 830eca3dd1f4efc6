import { zodResolver } from '@hookform/resolvers/zod';
import { PROJECT_STATUSES, type Project, type ProjectData, type ProjectStatus, projectInputSchema } from '@proclub/contracts/crm';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogActions } from '@/components/form/dialog-actions';
import { ClientPicker } from '@/components/pickers/client-picker';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useCreateProject } from '../api/use-create-project';
import { useUpdateProject } from '../api/use-update-project';
import { projectStatusLabels } from '../status-colors';
import { ServicePicker } from './project-pickers';

interface ProjectFormValues {
  clientId: string;
  serviceId: string;
  title: string;
  description: string;
  status: ProjectStatus;
  budget: string;
  deadline: string;
}

const FIELDS = ['clientId', 'serviceId', 'title', 'description', 'status', 'budget', 'deadline'] as const;

/**
 * Create/edit a project: client* (active clients, searched on the server), title*, description, status,
 * budget (0.01), deadline, service (active services, searched on the server).
 */
export function ProjectFormDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const form = useForm<ProjectFormValues, unknown, ProjectData>({
    resolver: zodResolver(projectInputSchema) as Resolver<ProjectFormValues, unknown, ProjectData>,
    defaultValues: {
      clientId: project?.clientId ?? '',
      serviceId: project?.serviceId ?? '',
      title: project?.title ?? '',
      description: project?.description ?? '',
      status: project?.status ?? 'inquiry',
      budget: project?.budget === null || project?.budget === undefined ? '' : project.budget.toFixed(2),
      deadline: project?.deadline ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof ProjectFormValues) => errors[name]?.message;

  // Only active clients and services are offered; an edited project keeps its current ones even if inactive now.
  const initialClient = project ? { id: project.clientId, label: project.client.name, detail: project.client.email } : null;
  const initialService = project?.serviceId && project.service ? { id: project.serviceId, label: project.service.title } : null;

  const submit = form.handleSubmit(async (data) => {
    try {
      if (project) {
        await updateProject.mutateAsync({ id: project.id, input: data });
        toast.success('Project updated successfully');
      } else {
        await createProject.mutateAsync(data);
        toast.success('Project created successfully');
      }
      onClose();
    } catch (failure) {
      showServerFieldErrors(failure, FIELDS, form.setError);
      toast.error(errorMessage(failure, 'Failed to save project'));
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{project ? 'Edit Project' : 'New Project'}</DialogTitle>
          <DialogDescription>
            {project ? 'Update the project’s details and status.' : 'Create a project for one of your clients.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Project details">
          <FormField id="project-client" label="Client *" error={error('clientId')}>
            <Controller
              control={form.control}
              name="clientId"
              render={({ field }) => (
                <ClientPicker
                  {...fieldControlProps('project-client', error('clientId'))}
                  aria-required="true"
                  value={field.value}
                  initial={initialClient}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            />
          </FormField>
          <FormField id="project-title" label="Title *" error={error('title')}>
            <Input
              {...fieldControlProps('project-title', error('title'))}
              aria-required="true"
              maxLength={200}
              {...form.register('title')}
            />
          </FormField>
          <FormField id="project-description" label="Description" error={error('description')}>
            <Textarea
              {...fieldControlProps('project-description', error('description'))}
              rows={3}
              maxLength={5000}
              {...form.register('description')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id="project-status" label="Status" error={error('status')}>
              <NativeSelect {...fieldControlProps('project-status', error('status'))} {...form.register('status')}>
                {PROJECT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {projectStatusLabels[status]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="project-budget" label="Budget ($)" error={error('budget')}>
              <Input
                {...fieldControlProps('project-budget', error('budget'))}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                placeholder="0.00"
                {...form.register('budget')}
              />
            </FormField>
            <FormField id="project-deadline" label="Deadline" error={error('deadline')}>
              <Input {...fieldControlProps('project-deadline', error('deadline'))} type="date" {...form.register('deadline')} />
            </FormField>
          </div>
          <FormField
            id="project-service"
            label="Service"
            error={error('serviceId')}
            hint="Optional: one of your active services."
          >
            <Controller
              control={form.control}
              name="serviceId"
              render={({ field }) => (
                <ServicePicker
                  {...fieldControlProps('project-service', error('serviceId'))}
                  value={field.value}
                  initial={initialService}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            />
          </FormField>
          <DialogActions onCancel={onClose} busy={isSubmitting}>
            {project ? 'Update Project' : 'Create Project'}
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
