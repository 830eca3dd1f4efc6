import { mayDo, roleLabels, type WorkspaceAction } from '@proclub/contracts/workspaces';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentWorkspace } from '../hooks/use-workspace-session';

const WHAT: Record<WorkspaceAction, string> = {
  client_work: 'work on clients',
  listings: 'manage services and sales',
  settings: 'change the workspace’s settings',
  members: 'manage the team',
  billing: 'manage the membership and payouts',
};

/**
 * A screen only some roles of the workspace may use (ADR 045 §5): the others see why instead of a form the server
 * would refuse. Personal data (a buyer's purchases) never goes through this.
 */
export function RequireWorkspaceAction({ action, children }: { action: WorkspaceAction; children: ReactNode }) {
  const { current } = useCurrentWorkspace();
  if (!current || mayDo(current.role, action)) return <>{children}</>;
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <EmptyState
        icon={ShieldAlert}
        message={`As ${roleLabels[current.role].toLowerCase()} of ${current.name} you cannot ${WHAT[action]}. Ask an owner or admin.`}
      >
        <Link to="/dashboard" className={buttonClasses('outline')}>
          Back to Dashboard
        </Link>
      </EmptyState>
    </main>
  );
}
