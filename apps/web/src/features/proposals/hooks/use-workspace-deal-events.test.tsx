import { PROPOSAL_ACCEPTED_EVENT, PROPOSAL_VIEWED_EVENT } from '@proclub/contracts/proposals';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pushEvent, subscribedChannels } from '@/test/realtime-server';
import { renderWithProviders } from '@/test/render';
import { useWorkspaceDealEvents } from './use-workspace-deal-events';

function Shell({ workspaceId }: { workspaceId: string | null }) {
  useWorkspaceDealEvents(workspaceId);
  return null;
}

describe('live deal news of the current workspace', () => {
  it('listens on workspace:{id} and toasts a viewed and an accepted proposal', async () => {
    renderWithProviders(<Shell workspaceId="w1" />);
    await waitFor(() => expect(subscribedChannels()).toContain('workspace:w1'));
    act(() =>
      pushEvent('workspace:w1', {
        type: PROPOSAL_VIEWED_EVENT,
        proposalId: 'p1',
        clientName: 'Harbor Dental',
        title: 'Growth plan',
      }),
    );
    expect(await screen.findByText('Harbor Dental just opened your proposal')).toBeInTheDocument();
    act(() =>
      pushEvent('workspace:w1', {
        type: PROPOSAL_ACCEPTED_EVENT,
        proposalId: 'p1',
        clientName: 'Harbor Dental',
        title: 'Growth plan',
      }),
    );
    expect(await screen.findByText('Harbor Dental accepted “Growth plan”')).toBeInTheDocument();
  });

  it('subscribes to nothing without a workspace', async () => {
    renderWithProviders(<Shell workspaceId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(subscribedChannels().filter((channel) => channel.startsWith('workspace:'))).toEqual([]);
  });
});
