import { type InvoiceStatus, statusLabels } from '@proclub/contracts/invoices';
import { Badge } from '@/components/ui/badge';

/** Invoice states as data (DESIGN §6): one colour per state, used by every badge. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  open: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  overdue: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  paid: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  void: 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge variant="plain" className={INVOICE_STATUS_COLORS[status]} data-testid="invoice-status">
      {statusLabels[status]}
    </Badge>
  );
}
