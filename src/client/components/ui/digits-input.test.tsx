import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PostalCodeField } from '../fields/address-parts';
import { PhoneField } from '../fields/phone-field';

function AccountHarness() {
  const form = useForm<{ phone?: string | null; zipCode?: string | null }>({
    defaultValues: { phone: '', zipCode: '' },
  });
  return (
    <form>
      <PhoneField form={form} />
      <PostalCodeField form={form} label="Postal code" />
    </form>
  );
}

describe('numbers typed on an Arabic keyboard', () => {
  it('keeps a phone number and a postal code typed in Arabic-Indic digits as 0–9', async () => {
    const { user } = await renderWithProviders(<AccountHarness />, { language: 'en' });
    const phone = screen.getByRole<HTMLInputElement>('textbox', { name: /Mobile number/ });
    const postal = screen.getByRole<HTMLInputElement>('textbox', { name: /Postal code/ });
    await user.type(phone, '٠٥٥١٢٣٤٥٦٧');
    await user.type(postal, '١٢٣٤٥');
    expect([phone.value, postal.value]).toEqual(['0551234567', '12345']);
  });
});
