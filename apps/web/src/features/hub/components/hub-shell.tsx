import { PageShell, type PageShellProps } from '@/components/layout/page-shell';

export const BACK_TO_HUB = { to: '/hub', label: 'Back to Hub' };

/** The frame of every hub screen (the seller's live hub news runs in the app layout route, app/layouts/app-layout.tsx). */
export function HubShell({ back = BACK_TO_HUB, ...props }: Omit<PageShellProps, 'back'> & { back?: PageShellProps['back'] }) {
  return <PageShell back={back} {...props} />;
}
