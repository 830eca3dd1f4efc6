import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

const QUESTION = 'Are you sure you want to delete this client?';

function WithTrigger({ onConfirm }: { onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={<Button>Delete client</Button>}
      title={QUESTION}
      description="Their projects stay in your CRM."
      onConfirm={onConfirm}
    />
  );
}

/** One dialog shared by several buttons (the controlled form). */
function Controlled({ onConfirm }: { onConfirm: (id: string) => void }) {
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setAsking('k1')}>Remove plumber</Button>
      <Button onClick={() => setAsking('k2')}>Remove roofer</Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Stop tracking this keyword?"
        confirmLabel="Remove"
        onConfirm={() => asking && onConfirm(asking)}
      />
    </>
  );
}

describe('ConfirmDialog (replaces window.confirm)', () => {
  it('asks in an alert dialog named by the question, with Cancel focused first', async () => {
    const user = userEvent.setup();
    render(<WithTrigger onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Delete client' }));
    const dialog = screen.getByRole('alertdialog', { name: QUESTION });
    expect(dialog).toHaveAccessibleDescription('Their projects stay in your CRM.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('does nothing on Cancel or Escape, and gives focus back to the button that asked', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<WithTrigger onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete client' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once with the confirming button and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<WithTrigger onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete client' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('controlled: confirms for the button that opened it, named by its own label, focus back on that button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Controlled onConfirm={onConfirm} />);
    const roofer = screen.getByRole('button', { name: 'Remove roofer' });
    await user.click(roofer);
    const dialog = screen.getByRole('alertdialog', { name: 'Stop tracking this keyword?' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledWith('k2');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(roofer).toHaveFocus());
  });
});
