import { roleLabels, type Workspace } from '@proclub/contracts/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, Check, ChevronsUpDown, Plus, Users } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cn } from '@/lib/utils';
import { switchWorkspace } from '../hooks/use-workspace-session';
import { NewWorkspaceDialog } from './new-workspace-dialog';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';

/**
 * The app shell's workspace menu: which business this tab works in, the others the person belongs to (switching
 * reloads every screen's data for it), the team page and a new workspace. The choice is per tab (ADR 045 §3).
 */
export function WorkspaceSwitcher({
  items,
  current,
  wide = false,
}: {
  items: Workspace[];
  current: Workspace | null;
  /** In the phone's navigation drawer: full width with the name (the header's one is hidden there). */
  wide?: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  if (!current) return null;
  const choose = (id: string) => {
    if (id === current.id) return;
    switchWorkspace(queryClient, id);
    // A record of the previous workspace is not this one's: start from the dashboard.
    navigate('/dashboard');
  };
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className={cn(
            'flex h-9 min-w-9 shrink-0 items-center justify-center gap-2 rounded-md border border-border px-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary',
            wide ? 'w-full justify-start' : 'max-w-48 max-sm:hidden',
          )}
          aria-label={`Workspace: ${current.name}. Switch workspace`}
          title={current.name}
          data-testid="workspace-switcher"
        >
          <Building2 className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {/* The header's row is shared with the screen's own title and buttons: the name shows on wide screens
              only (the menu, the tooltip and the accessible name carry it everywhere). */}
          <span className={cn('truncate', !wide && 'hidden 2xl:inline')}>{current.name}</span>
          <ChevronsUpDown
            className={cn('h-3.5 w-3.5 shrink-0 text-muted-foreground', wide ? 'ml-auto' : 'hidden 2xl:inline')}
            aria-hidden="true"
          />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
          >
            <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">
              Working in <span className="font-medium text-foreground">{current.name}</span>
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={current.id} onValueChange={choose}>
              {items.map((item) => (
                <DropdownMenu.RadioItem key={item.id} value={item.id} className={itemClass}>
                  <span className="flex h-4 w-4 items-center justify-center">
                    <DropdownMenu.ItemIndicator>
                      <Check className="h-4 w-4" aria-hidden="true" />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  <span className="min-w-0 flex-1 truncate">{item.name}</span>
                  <span className="text-xs text-muted-foreground">{roleLabels[item.role]}</span>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/settings/team">
                <Users className="h-4 w-4" aria-hidden="true" />
                Team
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setCreating(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              New workspace
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <NewWorkspaceDialog open={creating} onOpenChange={setCreating} onCreated={(id) => choose(id)} />
    </>
  );
}
