import { isSellerRole } from '@proclub/contracts/profiles';
import { Outlet } from 'react-router';
import { AppHeader } from '@/components/layout/app-header';
import { HeaderSlotProvider } from '@/components/layout/header-slot';
import { ClientOptionsProvider } from '@/components/pickers/client-options';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { useClientOptions } from '@/features/crm/api/use-client-options';
import { ProjectThreadBox } from '@/features/crm/components/project-thread-box';
import { useSellerHubEvents } from '@/features/hub/hooks/use-seller-hub-events';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { UnreadMessagesLink } from '@/features/messaging/components/unread-messages-link';
import { OrderThreadProvider } from '@/features/orders/components/order-thread';
import { OrdersHeaderLink } from '@/features/orders/components/orders-header-link';
import { useMe } from '@/lib/use-me';
import { useSignOut } from '@/lib/use-sign-out';
import { cn } from '@/lib/utils';

export interface AppLayoutProps {
  /** Signed out: the public top bar (marketplace pages) or an empty bar (guarded screens redirect to /auth). */
  signedOut: 'public' | 'blank';
  /** The screen fills the viewport below the header and scrolls inside (Messages). */
  fill?: boolean;
}

/**
 * The layout route of every screen with the app header. Features never import the header: it is composed here
 * from the live parts other features own (orders, unread messages, sign-out, the verify-email banner), and a screen adds its own title
 * and buttons through HeaderTitle / HeaderActions. It also plugs one feature's pieces into another's slots
 * (the CRM's client search into every client picker, the CRM's project thread into order details). A seller's
 * live hub news (a hot lead opening a proposal, an acceptance, an audit alert) toasts on every screen.
 */
export function AppLayout({ signedOut, fill }: AppLayoutProps) {
  const me = useMe();
  const signOut = useSignOut();
  useSellerHubEvents(me.data && isSellerRole(me.data.profile.role) ? me.data.user.id : null);
  return (
    <HeaderSlotProvider>
      <ClientOptionsProvider value={useClientOptions}>
        <OrderThreadProvider value={ProjectThreadBox}>
          <div className={cn(fill ? 'flex h-dvh flex-col bg-background' : 'min-h-screen bg-muted/40')}>
            {me.data ? (
              <AppHeader
                me={me.data}
                links={
                  <>
                    <OrdersHeaderLink me={me.data} />
                    <UnreadMessagesLink userId={me.data.user.id} />
                  </>
                }
                banner={<VerifyEmailBanner me={me.data} />}
                onSignOut={() => signOut.mutate()}
                signingOut={signOut.isPending}
              />
            ) : !me.isPending && signedOut === 'public' ? (
              <LandingHeader />
            ) : (
              <div className="h-16 shrink-0 border-b border-border bg-background" aria-hidden="true" />
            )}
            <Outlet />
          </div>
        </OrderThreadProvider>
      </ClientOptionsProvider>
    </HeaderSlotProvider>
  );
}
