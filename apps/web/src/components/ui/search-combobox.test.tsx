import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ComboboxOption, SearchCombobox } from './search-combobox';

const clients: ComboboxOption[] = [
  { id: 'c1', label: 'Acme Corp', detail: 'acme@example.com' },
  { id: 'c2', label: 'Beta Studio' },
  { id: 'c3', label: 'Acorn Bakery' },
];
const none: ComboboxOption = { id: '', label: 'No client' };

/** The caller's side: keeps the chosen option and answers each search at once (as a finished server search). */
function Harness({
  initial = null,
  failed = false,
  cap = 50,
  onSubmit,
}: {
  initial?: ComboboxOption | null;
  failed?: boolean;
  cap?: number;
  onSubmit?: () => void;
}) {
  const [selected, setSelected] = useState<ComboboxOption | null>(initial);
  const [text, setText] = useState('');
  const options = clients.filter((option) => option.label.toLowerCase().includes(text.trim().toLowerCase()));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor="client">Client</label>
      <SearchCombobox
        id="client"
        selected={selected}
        onSelect={setSelected}
        onSearch={setText}
        options={options}
        emptyOption={none}
        loading={false}
        failed={failed}
        cap={cap}
        noun="active clients"
      />
    </form>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const input = screen.getByRole('combobox', { name: 'Client' });
  const active = () => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : null;
  };
  return { user, input, active };
}

describe('SearchCombobox', () => {
  it('is a collapsed combobox named by its label, controlling a labelled listbox', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).toHaveAccessibleName('Matching active clients');
  });

  it('opens on ArrowDown at the chosen option, and the arrows move the active option within the ends', async () => {
    const { user, input, active } = setup({ initial: clients[1] });
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No client',
      'Acme Corpacme@example.com',
      'Beta Studio',
      'Acorn Bakery',
    ]);
    expect(active()).toBe('Beta Studio');
    expect(screen.getByRole('option', { name: 'Beta Studio' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Acorn Bakery');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Acorn Bakery');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(active()).toBe('No client');
  });

  it('chooses the active option with Enter, closes, and shows its label', async () => {
    const { user, input } = setup();
    input.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Acme Corp');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('filters as you type, highlights the first match and announces the count', async () => {
    const { user, input, active } = setup();
    await user.type(input, 'ac');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(active()).toBe('Acme Corpacme@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('2 active clients match “ac”.');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Acorn Bakery');
  });

  it('announces when nothing matches, and Enter then chooses nothing', async () => {
    const { user, input } = setup({ initial: clients[0] });
    await user.click(input);
    await user.keyboard('zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No active clients match “zzz”.');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Acme Corp');
  });

  it('Escape closes the list and puts the chosen option’s text back', async () => {
    const { user, input } = setup({ initial: clients[1] });
    await user.click(input);
    await user.keyboard('Acm');
    expect(input).toHaveValue('Acm');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Beta Studio');
  });

  it('Enter submits the form only while the list is closed', async () => {
    const onSubmit = vi.fn();
    const { user, input } = setup({ onSubmit });
    input.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('chooses with the pointer', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: /Acorn Bakery/ }));
    expect(input).toHaveValue('Acorn Bakery');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the search failed', async () => {
    const failed = setup({ failed: true });
    await failed.user.click(failed.input);
    expect(screen.getByRole('status')).toHaveTextContent('Could not load active clients. Type to try again.');
  });

  it('says when only the first answers are shown', async () => {
    const { user, input } = setup({ cap: 3 });
    await user.click(input);
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 3 active clients. Type to narrow the search.');
  });
});
