import {
  DELIVERY_FILE_ACCEPT,
  DELIVERY_FILE_KINDS,
  DELIVERY_MAX_FILE_BYTES,
  DELIVERY_MAX_FILES,
} from '@proclub/contracts/order-deliveries';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { DialogActions } from '@/components/form/dialog-actions';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatFileSize } from '@/lib/file-size';
import { nounFor } from '@/lib/format';
import { toastSuccess } from '@/lib/toast-action';
import { useUploadClientFiles } from '../api/use-client-files';
import { useClientProjects } from '../api/use-client-projects';

/**
 * Upload on the client record: the files go to one of the client's projects through that project's upload route,
 * so they are shared with the client in their portal exactly as from the project's own dialog (the same checks).
 */
export function UploadClientFileDialog({
  clientId,
  clientName,
  onClose,
}: {
  clientId: string;
  clientName: string;
  onClose: () => void;
}) {
  const projects = useClientProjects(clientId);
  const upload = useUploadClientFiles(clientId);
  const [chosenProject, setChosenProject] = useState<string>();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const options = projects.data?.items ?? [];
  const projectId = chosenProject ?? options[0]?.id ?? '';

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const tooLarge = chosen.find((file) => file.size > DELIVERY_MAX_FILE_BYTES);
    if (tooLarge) return setFilesError(`"${tooLarge.name}" is larger than 20 MB`);
    if (chosen.length > DELIVERY_MAX_FILES) return setFilesError(`At most ${DELIVERY_MAX_FILES} files at a time`);
    setFilesError(undefined);
    setFiles(chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) return setFilesError('Choose at least one file');
    setFormError(undefined);
    try {
      await upload.mutateAsync({ projectId, files });
      toastSuccess(files.length === 1 ? 'File shared with the client' : 'Files shared with the client');
      onClose();
    } catch (error) {
      const text = errorMessage(error, 'Could not share the file');
      if (/file/i.test(text)) setFilesError(text);
      else setFormError(text);
    }
  };

  const noProject = projects.isSuccess && options.length === 0;
  return (
    <TitledDialog
      title="Upload a file"
      description={`Shared with ${clientName} in their portal, on the project you choose.`}
      onClose={() => !upload.isPending && onClose()}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Upload a file">
        <div className="space-y-2">
          <Label htmlFor="client-file-project">Project</Label>
          {projects.isPending ? (
            <p className="text-sm text-muted-foreground" role="status">
              Loading projects…
            </p>
          ) : projects.isError ? (
            <p className="text-sm text-destructive" role="alert">
              Failed to load projects.{' '}
              <button type="button" className="underline" onClick={() => projects.refetch()}>
                Try Again
              </button>
            </p>
          ) : noProject ? (
            <p className="text-sm text-muted-foreground">Files are shared on a project: this client has none yet.</p>
          ) : (
            <NativeSelect
              id="client-file-project"
              value={projectId}
              onChange={(event) => setChosenProject(event.target.value)}
              disabled={upload.isPending}
            >
              {options.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor="client-file-input">Files</Label>
          <FileDropZone
            id="client-file-input"
            className="py-5"
            icon={FileUp}
            title="Click to choose files"
            detail={`${DELIVERY_FILE_KINDS}, up to 20 MB each, ${DELIVERY_MAX_FILES} at a time`}
            multiple
            accept={DELIVERY_FILE_ACCEPT}
            onChange={onFiles}
            disabled={upload.isPending || noProject}
            error={filesError}
          />
          {files.length > 0 && (
            <ul className="space-y-1 text-sm" aria-label="Files to upload">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}`} className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {formError && (
          <p role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        )}
        <DialogActions onCancel={onClose} busy={upload.isPending} disabled={!projectId} lockCancel>
          {files.length > 1 ? `Upload ${files.length} ${nounFor(files.length, 'file')}` : 'Upload'}
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
