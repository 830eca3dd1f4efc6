import type { LucideIcon } from 'lucide-react';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface AddButtonProps {
  children: ReactNode;
  onClick: () => void;
  icon?: LucideIcon;
  variant?: 'outline';
  disabled?: boolean;
}

/** A small header action with its icon (a plus by default), e.g. Add Backlink. */
export function AddButton({ children, onClick, icon: Icon = Plus, variant, disabled }: AddButtonProps) {
  return (
    <Button size="sm" variant={variant} onClick={onClick} disabled={disabled}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </Button>
  );
}
