import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The pencil button of a product record: opens its dialog with the record's values. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" aria-label={label} onClick={onClick}>
      <Pencil className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
}
