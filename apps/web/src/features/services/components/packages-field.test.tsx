import type { ServiceData } from '@proclub/contracts/services';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { emptyServiceForm } from '../service-form-values';
import { ServiceForm } from './service-form';

function renderForm(initialValues = { ...emptyServiceForm, title: 'Website', description: 'A fast website' }) {
  const onSubmit = vi.fn<(data: ServiceData) => Promise<void>>(async () => {});
  const view = renderWithProviders(
    <ServiceForm
      initialValues={initialValues}
      initialImages={[]}
      submitLabel="Create Service"
      failureMessage="Failed to create service"
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit };
}

describe('ServiceForm packages section', () => {
  it('is off by default and keeps price from / to', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByRole('switch', { name: 'Offer packages' })).toHaveAttribute('aria-checked', 'false');
    await user.type(screen.getByLabelText('Price From ($)'), '50');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ priceFrom: 50, packages: [], extras: [] });
  });

  it('edits three packages and an extra, sent in Basic → Premium order', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('switch', { name: 'Offer packages' }));
    await user.click(screen.getByRole('button', { name: 'Add Standard package' }));
    await user.click(screen.getByRole('button', { name: 'Add Premium package' }));
    expect(screen.queryByRole('button', { name: /Add .* package/ })).not.toBeInTheDocument();
    const values = { basic: ['100', '7', '1'], standard: ['200', '5', '2'], premium: ['300', '3', '5'] } as const;
    for (const [tier, [price, days, revisions]] of Object.entries(values)) {
      const card = screen.getByRole('group', { name: `${tier[0]?.toUpperCase()}${tier.slice(1)} package` });
      await user.type(within(card).getByLabelText('Price ($) *'), price);
      await user.type(within(card).getByLabelText('Delivery (days) *'), days);
      await user.clear(within(card).getByLabelText('Revisions'));
      await user.type(within(card).getByLabelText('Revisions'), revisions);
      await user.type(within(card).getByRole('textbox', { name: /feature 1$/ }), `${tier} pages`);
    }
    await user.click(screen.getByRole('button', { name: 'Add Extra' }));
    const extra = screen.getByRole('group', { name: 'Extra 1' });
    expect(within(extra).getByLabelText('Extra name *')).toHaveFocus();
    await user.keyboard('Express delivery');
    await user.type(within(extra).getByLabelText('Price ($) *'), '40');
    await user.clear(within(extra).getByLabelText('Extra days'));
    await user.type(within(extra).getByLabelText('Extra days'), '1');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    const data = onSubmit.mock.calls[0]?.[0];
    expect(data?.packages).toEqual([
      { tier: 'basic', price: 100, deliveryDays: 7, revisions: 1, features: ['basic pages'] },
      { tier: 'standard', price: 200, deliveryDays: 5, revisions: 2, features: ['standard pages'] },
      { tier: 'premium', price: 300, deliveryDays: 3, revisions: 5, features: ['premium pages'] },
    ]);
    expect(data?.extras).toEqual([{ title: 'Express delivery', price: 40, days: 1 }]);
  });

  it('names the field when a package is incomplete, and turning packages off clears them', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('switch', { name: 'Offer packages' }));
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    const card = screen.getByRole('group', { name: 'Basic package' });
    expect(await within(card).findByText('Package price must be at least 1')).toBeInTheDocument();
    expect(within(card).getByText('Delivery days must be at least 1')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('switch', { name: 'Offer packages' }));
    expect(screen.queryByRole('group', { name: 'Basic package' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ packages: [], extras: [] });
  });
});
