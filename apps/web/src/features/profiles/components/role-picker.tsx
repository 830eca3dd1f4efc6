import type { SETUP_ROLES } from '@proclub/contracts/profiles';
import { Briefcase, Building2, type LucideIcon, ShoppingBag, Store } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { IconTile } from '@/components/ui/icon-tile';

type SetupRole = (typeof SETUP_ROLES)[number];

const roleCards: { value: SetupRole; title: string; description: string; icon: LucideIcon }[] = [
  { value: 'agency', title: 'Agency', description: 'Manage clients, your portfolio and CRM', icon: Building2 },
  { value: 'vendor', title: 'Vendor', description: 'List products and services, track sales', icon: Store },
  { value: 'freelancer', title: 'Freelancer', description: 'Find opportunities and build your reputation', icon: Briefcase },
  { value: 'client', title: 'Client', description: 'Browse and buy services from professionals', icon: ShoppingBag },
];

/** Native radios styled as cards: arrow keys, Space and screen readers work with no extra code. */
export function RolePicker({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset aria-describedby={error ? 'setup-role-error' : undefined}>
      <legend className="mb-3 text-sm font-medium">I am a...</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {roleCards.map(({ value, title, description, icon: Icon }) => (
          <label
            key={value}
            className="relative flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-4 transition-colors hover:bg-accent has-checked:border-primary has-checked:bg-secondary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
          >
            {/* Transparent over the whole card, so a click anywhere lands on the radio itself. */}
            <input
              type="radio"
              value={value}
              className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              {...registration}
            />
            <IconTile icon={Icon} className="h-10 w-10 shrink-0 rounded-md bg-secondary text-secondary-foreground" />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="setup-role-error" role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
