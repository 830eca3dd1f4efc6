import type { ProposalStatus } from '@proclub/contracts/proposals';

export const proposalStatusColors: Record<ProposalStatus, string> = {
  draft: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  sent: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  accepted: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  withdrawn: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export const proposalStatusLabels: Record<ProposalStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  withdrawn: 'Withdrawn',
};
