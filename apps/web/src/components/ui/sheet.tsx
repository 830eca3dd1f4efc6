import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { ModalPanel } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

/** A drawer that slides in from the left edge: a modal dialog (focus trapped, Escape closes). */
export function SheetContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalPanel
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col border-r border-border bg-background shadow-lg',
        'motion-safe:animate-[sheet-in_200ms_ease-out]',
        className,
      )}
      closeClassName="right-3 top-3 p-1"
      {...props}
    />
  );
}
