import type { ClientStatus, MilestoneStatus, ProjectStatus } from '@proclub/contracts/crm';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import {
  clientStatusColors,
  clientStatusLabels,
  milestoneStatusColors,
  milestoneStatusLabels,
  projectStatusColors,
  projectStatusLabels,
} from '../status-colors';

export function ProjectStatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  return (
    <Badge variant="plain" className={cn(projectStatusColors[status], className)} data-status={status}>
      {projectStatusLabels[status]}
    </Badge>
  );
}

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return (
    <Badge variant="plain" className={clientStatusColors[status]} data-status={status}>
      {clientStatusLabels[status]}
    </Badge>
  );
}

export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  return (
    <Badge variant="plain" className={milestoneStatusColors[status]} data-status={status}>
      {milestoneStatusLabels[status]}
    </Badge>
  );
}
