import type { ClientFile } from '@proclub/contracts/portal';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { workspaceLink } from '@/lib/current-workspace';
import { formatFileSize } from '@/lib/file-size';
import { formatDay } from '@/lib/format';
import { useClientFiles } from '../api/use-client-files';
import { UploadClientFileDialog } from './upload-client-file-dialog';

/** Who put the file there: a member of the agency, or a person of the client in their portal. */
const uploader = (file: ClientFile) =>
  file.side === 'client' ? `from the client (${file.uploadedBy})` : `by ${file.uploadedBy}`;

function FileItem({ file }: { file: ClientFile }) {
  return (
    <li className="flex min-w-0 flex-col">
      {/* A plain link cannot send the workspace header: the route reads it from the query (GET only). */}
      <a href={workspaceLink(file.url)} download={file.name} className="truncate font-medium hover:underline">
        {file.name}
      </a>
      <span className="truncate text-xs text-muted-foreground">{file.projectTitle}</span>
      <span className="text-xs text-muted-foreground">
        {uploader(file)} · {formatFileSize(file.size)} · <time dateTime={file.createdAt}>{formatDay(file.createdAt)}</time>
      </span>
    </li>
  );
}

/**
 * The client record's Files section (issue 38): the files shared with this client on all its projects, both ways
 * (the agency's and the client's portal uploads), newest first, each downloadable; Upload shares more on a project.
 */
export function ClientFilesSection({ clientId, clientName }: { clientId: string; clientName: string }) {
  const files = useClientFiles(clientId);
  const [uploading, setUploading] = useState(false);
  const items = files.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className="space-y-2 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="section-files" className="text-sm font-semibold">
          Files
        </h2>
        <Button size="sm" variant="outline" onClick={() => setUploading(true)} aria-label={`Upload a file for ${clientName}`}>
          <Upload className="h-4 w-4" aria-hidden="true" /> Upload
        </Button>
      </div>
      <section aria-labelledby="section-files">
        {files.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading files">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : files.isError ? (
          <ErrorState message="Failed to load files" onRetry={() => files.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No files yet.</p>
        ) : (
          <>
            <ul className="space-y-2 text-sm" aria-label={`Files of ${clientName}`}>
              {items.map((file) => (
                <FileItem key={file.id} file={file} />
              ))}
            </ul>
            <LoadMore query={files} label="More files" compact />
          </>
        )}
      </section>
      {uploading && <UploadClientFileDialog clientId={clientId} clientName={clientName} onClose={() => setUploading(false)} />}
    </Card>
  );
}
