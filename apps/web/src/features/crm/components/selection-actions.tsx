import { EXPORT_IDS_MAX } from '@proclub/contracts/crm';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { workspaceLink } from '@/lib/current-workspace';
import { withQuery } from '@/lib/with-query';

interface SelectionActionsProps {
  ids: string[];
  /** "3 clients", "1 project": what the confirmation names. */
  what: string;
  /** The CSV download of a selection (`?ids=`), e.g. /api/crm/projects/export. */
  exportPath: string;
  deleteDescription: string;
  busy: boolean;
  onDelete: () => void;
  onClear: () => void;
}

/** The end of a bulk-actions bar: Export Selected (up to EXPORT_IDS_MAX), Delete Selected after asking, Clear Selection. */
export function SelectionActions({ ids, what, exportPath, deleteDescription, busy, onDelete, onClear }: SelectionActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      {ids.length <= EXPORT_IDS_MAX ? (
        <a href={workspaceLink(withQuery(exportPath, { ids: ids.join(',') }))} download className={buttonClasses('outline')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export Selected
        </a>
      ) : (
        <Button variant="outline" disabled title={`Export at most ${EXPORT_IDS_MAX} selected at once`}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export Selected
        </Button>
      )}
      <Button variant="destructive" onClick={() => setConfirming(true)} disabled={busy}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete Selected
      </Button>
      <Button variant="ghost" onClick={onClear}>
        Clear Selection
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${what}?`}
        description={deleteDescription}
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </div>
  );
}
