import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { FormInput, FormSelect } from './form-controls';
import { FormDialog } from './form-dialog';
import { saveForm, useZodForm } from './zod-form';

const KEYWORDS = '/api/products/rank-tracker/keywords';

// A contract-style schema: the server's rules, with a number the form edits as text.
const keywordSchema = z.object({
  keyword: z.string().trim().min(1, 'Keyword is required'),
  location: z.string().trim().min(1, 'Location is required'),
  position: z.number({ message: 'Position must be a number' }).int().min(1, 'Position must be 1 or more').nullable(),
  engine: z.enum(['google', 'bing']),
});
interface Values {
  keyword: string;
  location: string;
  position: string;
  engine: 'google' | 'bing';
}

/** A feature's dialog built the one shared way: useZodForm + FormInput/FormSelect + FormDialog + saveForm. */
function KeywordDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm(keywordSchema, { keyword: '', location: '', position: '', engine: 'google' } as Values, (values) => ({
    ...values,
    // The form edits text; the schema wants a number or null.
    position: values.position.trim() === '' ? null : Number(values.position),
  }));
  return (
    <FormDialog
      title="Add Keyword"
      description="Track a keyword for a client."
      submitLabel="Add Keyword"
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (data) => api.post(KEYWORDS, data), { success: 'Keyword added', failure: 'Failed to add keyword' })
      }
    >
      <FormInput form={form} name="keyword" id="kw-keyword" label="Keyword *" hint="As people type it into search." />
      <FormInput form={form} name="location" id="kw-location" label="Location *" />
      <FormInput form={form} name="position" id="kw-position" label="Current position" inputMode="numeric" />
      <FormSelect
        form={form}
        name="engine"
        id="kw-engine"
        label="Search engine"
        options={['google', 'bing'] as const}
        optionLabel={(engine) => (engine === 'google' ? 'Google' : 'Bing')}
      />
    </FormDialog>
  );
}

function Opened({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <KeywordDialog
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    />
  ) : null;
}

describe('shared form primitive (useZodForm, FormInput/FormSelect, FormDialog, saveForm)', () => {
  it('is a modal form named by its title, every control named by its label, hints as descriptions', () => {
    renderWithProviders(<Opened />);
    expect(screen.getByRole('dialog', { name: 'Add Keyword' })).toHaveAccessibleDescription('Track a keyword for a client.');
    expect(screen.getByRole('form', { name: 'Add Keyword' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Keyword *' })).toBeValid();
    expect(screen.getByText('As people type it into search.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search engine' })).toHaveValue('google');
  });

  it("shows the schema's messages next to their fields, announced, and sends nothing", async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Opened onClose={onClose} />);
    await user.type(screen.getByLabelText('Current position'), '0');
    await user.click(screen.getByRole('button', { name: 'Add Keyword' }));
    const keyword = screen.getByLabelText('Keyword *');
    await waitFor(() => expect(keyword).toBeInvalid());
    expect(keyword).toHaveAccessibleDescription('Keyword is required');
    expect(keyword).toHaveFocus();
    expect(screen.getByLabelText('Location *')).toHaveAccessibleDescription('Location is required');
    expect(screen.getByLabelText('Current position')).toHaveAccessibleDescription('Position must be 1 or more');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(sentRequests(KEYWORDS)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the converted input (empty text → null, digits → number), confirms in a toast and closes', async () => {
    route('POST', KEYWORDS, () => json({ id: 'k1' }, 201));
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Opened onClose={onClose} />);
    await user.type(screen.getByLabelText('Keyword *'), 'plumber denver');
    await user.type(screen.getByLabelText('Location *'), 'Denver, CO');
    await user.selectOptions(screen.getByLabelText('Search engine'), 'bing');
    await user.click(screen.getByRole('button', { name: 'Add Keyword' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sentRequests(KEYWORDS)[0].body).toEqual({
      keyword: 'plumber denver',
      location: 'Denver, CO',
      position: null,
      engine: 'bing',
    });
    expect(await screen.findByText('Keyword added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables the submit button while saving', async () => {
    route('POST', KEYWORDS, pending);
    const { user } = renderWithProviders(<Opened />);
    await user.type(screen.getByLabelText('Keyword *'), 'roofer');
    await user.type(screen.getByLabelText('Location *'), 'Austin');
    await user.type(screen.getByLabelText('Current position'), '12');
    await user.click(screen.getByRole('button', { name: 'Add Keyword' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Keyword' })).toBeDisabled());
    expect(sentRequests(KEYWORDS)[0].body).toMatchObject({ position: 12 });
  });

  it("keeps the dialog open with the server's field issue on its field and the failure in a toast", async () => {
    route('POST', KEYWORDS, () =>
      apiError(409, 'conflict', 'body/keyword: already tracked', [
        { field: 'keyword', message: 'This keyword is already tracked in Denver, CO' },
      ]),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Opened onClose={onClose} />);
    await user.type(screen.getByLabelText('Keyword *'), 'plumber denver');
    await user.type(screen.getByLabelText('Location *'), 'Denver, CO');
    await user.click(screen.getByRole('button', { name: 'Add Keyword' }));
    const keyword = screen.getByLabelText('Keyword *');
    await waitFor(() => expect(keyword).toHaveAccessibleDescription('This keyword is already tracked in Denver, CO'));
    expect(keyword).toHaveFocus();
    // The toast carries the person-facing field message, not the API's prefixed one.
    expect(await screen.findAllByText('This keyword is already tracked in Denver, CO')).toHaveLength(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel closes without sending', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Opened onClose={onClose} />);
    await user.type(screen.getByLabelText('Keyword *'), 'half-typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(sentRequests()).toHaveLength(0);
  });
});
