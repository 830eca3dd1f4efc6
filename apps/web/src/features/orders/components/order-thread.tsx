import type { Me } from '@proclub/contracts/profiles';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export interface OrderThreadProps {
  projectId: string;
  title: string;
  me: Me;
}

const OrderThreadContext = createContext<ComponentType<OrderThreadProps> | null>(null);

/**
 * An accepted order's messages are its CRM project's thread. Orders do not import the CRM: the layout route
 * (app/layouts/app-layout.tsx) provides the CRM's thread component here.
 */
export function OrderThreadProvider({ value, children }: { value: ComponentType<OrderThreadProps>; children: ReactNode }) {
  return <OrderThreadContext.Provider value={value}>{children}</OrderThreadContext.Provider>;
}

/** The order's thread, shared by the buyer and the seller, live. */
export function OrderThread(props: OrderThreadProps) {
  const Thread = useContext(OrderThreadContext);
  if (!Thread) throw new Error('OrderThread needs an OrderThreadProvider (see app/layouts/app-layout.tsx)');
  return <Thread {...props} />;
}
