import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

interface TitledDialogProps {
  title: string;
  description: ReactNode;
  /** The panel's width (and scrolling), e.g. 'max-w-2xl'. */
  className?: string;
  /** Escape, a click outside or × asks to close. */
  onClose: () => void;
  children: ReactNode;
}

/** An open modal under its title and description. */
export function TitledDialog({ title, description, className, onClose, children }: TitledDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
