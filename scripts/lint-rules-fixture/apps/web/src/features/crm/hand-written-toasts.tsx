// Bad fixture for lint/action-toasts.grit: every call below is a hand-written action toast the rule must report.
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';

export function remove(error: unknown) {
  toast.success('Client deleted successfully');
  toast.error(errorMessage(error, 'Failed to delete client'));
  toast.error('Error', { description: errorMessage(error, 'Failed to add milestone') });
  toast.success('Report drafted', { action: { label: 'Open', onClick: () => undefined } });
}

// Plain notices stay free: none of these is reported.
export function notices() {
  toast.error('Could not copy the link');
  toast.info('Someone opened the report');
  toast('Would you like to email this analysis report?');
}
