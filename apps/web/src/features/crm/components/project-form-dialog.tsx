import { zodResolver } from '@hookform/resolvers/zod';
import { PROJECT_STATUSES, type Project, type ProjectData, type ProjectStatus, projectInputSchema } from '@proclub/contracts/crm';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogActions } from '@/components/form/dialog-actions';
import { FormInput, FormMoneyInput, FormSelect, FormTextarea } from '@/components/form/form-controls';
import { FormPicker } from '@/components/form/form-picker';
import { ClientPicker } from '@/components/pickers/client-picker';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
  const { isSubmitting } = form.formState;

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
          <FormPicker
            form={form}
            name="clientId"
            id="project-client"
            label="Client *"
            picker={ClientPicker}
            initial={initialClient}
            aria-required="true"
          />
          <FormInput form={form} name="title" id="project-title" label="Title *" aria-required="true" maxLength={200} />
          <FormTextarea form={form} name="description" id="project-description" label="Description" rows={3} maxLength={5000} />
          <div className="grid gap-4 sm:grid-cols-3">
            <FormSelect
              form={form}
              name="status"
              id="project-status"
              label="Status"
              options={PROJECT_STATUSES}
              optionLabel={(status) => projectStatusLabels[status]}
            />
            <FormMoneyInput form={form} name="budget" id="project-budget" label="Budget ($)" min={0} placeholder="0.00" />
            <FormInput form={form} name="deadline" id="project-deadline" label="Deadline" type="date" />
          </div>
          <FormPicker
            form={form}
            name="serviceId"
            id="project-service"
            label="Service"
            hint="Optional: one of your active services."
            picker={ServicePicker}
            initial={initialService}
          />
          <DialogActions onCancel={onClose} busy={isSubmitting}>
            {project ? 'Update Project' : 'Create Project'}
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
