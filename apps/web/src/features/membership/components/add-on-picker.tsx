import { ADD_ON_CATALOGUE, ADD_ON_ROLES, type AddOn } from '@proclub/contracts/membership';
import { BarChart3, Headset, Kanban, Tag } from 'lucide-react';
import { cn, formatMoney } from '@/lib/utils';

const icons: Record<AddOn, typeof Kanban> = {
  advanced_crm: Kanban,
  priority_support: Headset,
  analytics_pro: BarChart3,
  white_label: Tag,
};

interface AddOnPickerProps {
  selected: AddOn[];
  onChange: (next: AddOn[]) => void;
  disabled?: boolean;
  legend?: string;
  /** The add-ons the user's role may buy (ADR 026); all four, each saying who it is for, when unknown. */
  offered?: readonly AddOn[];
}

const forSellersOnly = (id: AddOn) => !ADD_ON_ROLES[id].includes('client');

/** The add-ons (those offered to the user's role) as selectable cards: each is a real checkbox named by the add-on. */
export function AddOnPicker({ selected, onChange, disabled, legend = 'Add-ons', offered }: AddOnPickerProps) {
  const toggle = (id: AddOn) => onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="float-left mb-3 w-full text-lg font-semibold">{legend}</legend>
      <div className="clear-both grid gap-3 sm:grid-cols-2">
        {ADD_ON_CATALOGUE.filter((addOn) => !offered || offered.includes(addOn.id)).map((addOn) => {
          const Icon = icons[addOn.id];
          const checked = selected.includes(addOn.id);
          return (
            <label
              key={addOn.id}
              data-testid={`add-on-${addOn.id}`}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border bg-card p-4 shadow-sm transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                checked ? 'border-primary ring-1 ring-primary' : 'border-border hover:border-primary/50',
              )}
            >
              <input
                type="checkbox"
                className="mt-1 h-4 w-4 shrink-0 accent-[var(--primary)]"
                checked={checked}
                onChange={() => toggle(addOn.id)}
                aria-describedby={`add-on-${addOn.id}-description`}
              />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="flex items-center gap-2 font-medium">
                    <Icon className="h-4 w-4 text-primary" aria-hidden="true" />
                    {addOn.name}
                  </span>
                  <span className="shrink-0 text-sm font-semibold">+{formatMoney(addOn.monthlyPrice)}/mo</span>
                </span>
                <span id={`add-on-${addOn.id}-description`} className="text-sm text-muted-foreground">
                  {addOn.description}
                  {!offered && forSellersOnly(addOn.id) && ' For agencies, vendors and freelancers.'}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
