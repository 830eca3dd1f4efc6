import type { Me } from '@proclub/contracts/profiles';
import { LayoutDashboard, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HeaderActions, HeaderTitle } from '@/components/layout/header-slot';
import { Button, buttonClasses } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { useContactSellerFromUrl } from '../hooks/use-contact-seller-from-url';
import { ConversationSidebar } from './conversation-sidebar';
import { ConversationView } from './conversation-view';
import { EmptyConversation } from './empty-conversation';
import { NewConversationDialog } from './new-conversation-dialog';

/**
 * /messages: conversation list beside the open conversation. ?c={id} selects one. Below md the page opens on the
 * list itself, and an open conversation reaches the list through a drawer.
 */
export function MessagesPage({ me }: { me: Me }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const [newOpen, setNewOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const select = useCallback((id: string | null, replace = !id) => setParams(id ? { c: id } : {}, { replace }), [setParams]);
  const contacting = useContactSellerFromUrl(params, select);
  const wide = useMediaQuery('(min-width: 768px)');

  return (
    <TooltipProvider>
      <title>Messages · ProClub</title>
      <HeaderTitle>Messages</HeaderTitle>
      <HeaderActions>
        <Button size="sm" onClick={() => setNewOpen(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">New Chat</span>
          <span className="sr-only sm:hidden">New Chat</span>
        </Button>
        {/* Phones reach the dashboard from the navigation drawer: the title needs the room. */}
        <Link to="/dashboard" className={cn(buttonClasses('outline', 'sm'), 'max-sm:hidden')}>
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">Dashboard</span>
          <span className="sr-only sm:hidden">Dashboard</span>
        </Link>
      </HeaderActions>
      <div className="mx-auto flex min-h-0 w-full max-w-6xl flex-1 md:border-x md:border-border">
        {wide && (
          <aside className="flex w-80 shrink-0 flex-col border-r border-border" aria-label="Conversations">
            <ConversationSidebar selectedId={selectedId} />
          </aside>
        )}
        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent aria-describedby="drawer-description">
            <div className="border-b border-border px-4 py-3 pr-10">
              <SheetTitle className="font-semibold">Conversations</SheetTitle>
              <SheetDescription id="drawer-description" className="sr-only">
                Your conversations and message search
              </SheetDescription>
            </div>
            <ConversationSidebar selectedId={selectedId} onSelect={() => setDrawerOpen(false)} />
          </SheetContent>
        </Sheet>
        <main className="flex min-w-0 flex-1 flex-col">
          {contacting ? (
            <p className="m-auto flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner /> Opening your conversation with the seller...
            </p>
          ) : selectedId ? (
            <ConversationView
              key={selectedId}
              conversationId={selectedId}
              meId={me.user.id}
              onOpenList={() => setDrawerOpen(true)}
              onClose={() => select(null)}
            />
          ) : wide ? (
            <EmptyConversation onStart={() => setNewOpen(true)} onOpenList={() => setDrawerOpen(true)} />
          ) : (
            <section className="flex min-h-0 flex-1 flex-col" aria-label="Conversations">
              <ConversationSidebar selectedId={null} />
            </section>
          )}
        </main>
      </div>
      <NewConversationDialog
        open={newOpen}
        onOpenChange={setNewOpen}
        onCreated={(id) => {
          setNewOpen(false);
          select(id);
        }}
      />
    </TooltipProvider>
  );
}
