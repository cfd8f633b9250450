import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AddressFields } from './address-fields';

type Values = { city: string; state: string; address: string; zipCode: string; other: string };

let current: Values | undefined;

/** A form of other values that include the address, as sign-up's and the profile's do. */
function Form({ state = '' }: { state?: string }) {
  const form = useForm<Values>({
    defaultValues: { city: '', state, address: '', zipCode: '', other: 'kept' },
  });
  current = form.watch();
  return (
    <form>
      <AddressFields form={form} regionPlaceholder="Choose a region" />
    </form>
  );
}

describe('AddressFields', () => {
  it('fills in the region of a city we know', async () => {
    const { user } = await renderWithProviders(<Form />, { language: 'en' });
    await user.type(screen.getByRole('combobox', { name: /^City/ }), 'Jeddah');
    expect(current).toMatchObject({ city: 'Jeddah', state: 'Makkah Region', other: 'kept' });
    expect(screen.getByLabelText(/^Region/).textContent).toContain('Makkah');
  });

  it('keeps a region already chosen, and a city we do not know fills in none', async () => {
    const { user } = await renderWithProviders(<Form state="Riyadh Region" />, { language: 'en' });
    await user.type(screen.getByRole('combobox', { name: /^City/ }), 'Jeddah');
    expect(current).toMatchObject({ city: 'Jeddah', state: 'Riyadh Region' });
  });

  it('writes the street and the postal code into their own fields', async () => {
    const { user } = await renderWithProviders(<Form />, { language: 'en' });
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'King Fahd Road');
    await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), '12345');
    expect(current).toMatchObject({ address: 'King Fahd Road', zipCode: '12345', city: '', state: '' });
  });
});
