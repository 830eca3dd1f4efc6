import { useRef } from 'react';
import { workspaceLink } from '@/lib/current-workspace';
import { timeAgo } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { useProjectFiles, useShareProjectFiles } from '../api/use-project-files';

/** Files shared with the client in their portal on this project, both ways (issue 33). */
export function ProjectSharedFiles({ clientId, projectId }: { clientId: string; projectId: string }) {
  const files = useProjectFiles(clientId, projectId);
  const share = useShareProjectFiles(clientId, projectId);
  const input = useRef<HTMLInputElement>(null);
  const onChange = () => {
    const chosen = [...(input.current?.files ?? [])];
    if (chosen.length === 0) return;
    void toastAction(() => share.mutateAsync(chosen), 'File shared with the client', 'Could not share the file').then(() => {
      if (input.current) input.current.value = '';
    });
  };
  const items = files.data?.items ?? [];
  return (
    <section aria-label="Files shared with the client" className="space-y-2 text-sm">
      <h3 className="font-medium">Files shared with the client</h3>
      <input
        ref={input}
        type="file"
        multiple
        onChange={onChange}
        className="block w-full max-w-full text-sm"
        aria-label="Share a file with the client"
      />
      {files.isError ? (
        <p className="text-muted-foreground">Could not load the shared files.</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">{files.isPending ? 'Loading files…' : 'No files shared yet.'}</p>
      ) : (
        <ul className="space-y-1">
          {items.map((file) => (
            <li key={file.id} className="flex min-w-0 flex-wrap items-center gap-2">
              <a href={workspaceLink(file.url)} download className="truncate underline">
                {file.name}
              </a>
              <span className="text-muted-foreground">
                {file.side === 'client' ? `from the client (${file.uploadedBy})` : `by ${file.uploadedBy}`} ·{' '}
                {timeAgo(file.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
