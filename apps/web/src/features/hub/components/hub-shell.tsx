import { PageShell, type PageShellProps } from '@/components/layout/page-shell';

export const BACK_TO_HUB = { to: '/hub', label: 'Back to Hub' };

/** The frame of every hub screen (the hub's live news runs in the /hub layout route, app/layouts/hub-layout.tsx). */
export function HubShell({ back = BACK_TO_HUB, ...props }: Omit<PageShellProps, 'back'> & { back?: PageShellProps['back'] }) {
  return <PageShell back={back} {...props} />;
}
