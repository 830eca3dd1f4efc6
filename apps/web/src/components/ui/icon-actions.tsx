import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** One icon-only button; the label is its accessible name. */
export interface IconAction {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  /** Extra classes for this button only (e.g. a destructive colour). */
  className?: string;
}

interface IconActionsProps extends Pick<ButtonProps, 'variant' | 'className'> {
  actions: IconAction[];
}

/** A row of icon-only buttons from a list (move up, move down, remove…), all of one variant and size. */
export function IconActions({ actions, variant, className }: IconActionsProps) {
  return actions.map(({ label, icon: Icon, className: own, ...action }) => (
    <Button key={label} type="button" variant={variant} size="icon" className={own ?? className} aria-label={label} {...action}>
      <Icon className="h-4 w-4" aria-hidden="true" />
    </Button>
  ));
}
