import { PROJECT_STATUSES, type Project, type ProjectStatus, projectInputSchema } from '@proclub/contracts/crm';
import { FormInput, FormMoneyInput, FormTextarea } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { FormPicker } from '@/components/form/form-picker';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { ClientField } from '@/components/pickers/client-field';
import { useCreateProject } from '../api/use-create-project';
import { useUpdateProject } from '../api/use-update-project';
import { textValues } from '../form-values';
import { projectStatusLabels } from '../status-colors';
import { ServicePicker } from './project-pickers';
import { StatusField } from './status-field';

/**
 * Create/edit a project: client* (active clients, searched on the server), title*, description, status,
 * budget (0.01), deadline, service (active services, searched on the server).
 */
export function ProjectFormDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const form = useZodForm(projectInputSchema, {
    ...textValues(project, ['clientId', 'serviceId', 'title', 'description', 'deadline']),
    status: project?.status ?? ('inquiry' as ProjectStatus),
    budget: project?.budget === null || project?.budget === undefined ? '' : project.budget.toFixed(2),
  });

  // Only active clients and services are offered; an edited project keeps its current ones even if inactive now.
  const initialClient = project ? { id: project.clientId, label: project.client.name, detail: project.client.email } : null;
  const initialService = project?.serviceId && project.service ? { id: project.serviceId, label: project.service.title } : null;

  const save = () =>
    saveForm(
      form,
      (data) => (project ? updateProject.mutateAsync({ id: project.id, input: data }) : createProject.mutateAsync(data)),
      {
        success: project ? 'Project updated successfully' : 'Project created successfully',
        failure: 'Failed to save project',
      },
    );

  return (
    <FormDialog
      title={project ? 'Edit Project' : 'New Project'}
      description={project ? 'Update the project’s details and status.' : 'Create a project for one of your clients.'}
      formLabel="Project details"
      submitLabel={project ? 'Update Project' : 'Create Project'}
      onSubmit={save}
      onClose={onClose}
      wide
    >
      <ClientField form={form} id="project-client" initial={initialClient} />
      <FormInput form={form} name="title" id="project-title" label="Title *" aria-required="true" maxLength={200} />
      <FormTextarea form={form} name="description" id="project-description" label="Description" rows={3} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatusField form={form} id="project-status" statuses={PROJECT_STATUSES} labels={projectStatusLabels} />
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
    </FormDialog>
  );
}
