import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from './dialog';
import { SearchCombobox } from './search-combobox';

function EditDialog() {
  const [selected, setSelected] = useState<{ id: string; label: string } | null>(null);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit client</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Client</DialogTitle>
          <DialogDescription>Change the client’s details.</DialogDescription>
        </DialogHeader>
        <label htmlFor="name">Name</label>
        <input id="name" />
        <label htmlFor="service">Service</label>
        <SearchCombobox
          id="service"
          selected={selected}
          onSelect={setSelected}
          onSearch={() => {}}
          options={[{ id: 's1', label: 'SEO audit' }]}
          loading={false}
          failed={false}
          cap={50}
          noun="services"
        />
        <DialogFooter>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title and described by its description, focus inside', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit client' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Client' });
    expect(dialog).toHaveAccessibleDescription('Change the client’s details.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('traps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit client' }));
    const dialog = screen.getByRole('dialog');
    // More presses than the dialog has controls: focus must wrap around, never reach the page behind.
    for (let press = 0; press < 6; press++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    const trigger = screen.getByRole('button', { name: 'Edit client' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('opened by state (no trigger) and closed by its form, gives focus back to the button that opened it', async () => {
    function StateOpened() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Edit keyword</Button>
          {open && (
            <Dialog open onOpenChange={(next) => !next && setOpen(false)}>
              <DialogContent>
                <DialogTitle>Edit Keyword</DialogTitle>
                <DialogDescription>Change it.</DialogDescription>
                <Button onClick={() => setOpen(false)}>Save</Button>
              </DialogContent>
            </Dialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<StateOpened />);
    const opener = screen.getByRole('button', { name: 'Edit keyword' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit client' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape in an open combobox closes only its list; the next Escape closes the dialog', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit client' }));
    const combobox = screen.getByRole('combobox', { name: 'Service' });
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

function ConfirmDelete({ onDelete }: { onDelete: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button>Delete</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Service?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete your service listing.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onDelete}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

describe('AlertDialog (delete confirmation)', () => {
  it('asks first, focuses Cancel, and deletes nothing on Cancel or Escape', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<ConfirmDelete onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Service?' });
    expect(dialog).toHaveAccessibleDescription(
      'This action cannot be undone. This will permanently delete your service listing.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('deletes on confirm and closes', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<ConfirmDelete onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
