import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateItemInput, createItemSchema, type ItemFormValues } from '@shared/schemas/items';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_ITEM_FORM } from '../item-form-values';
import { TermsSection } from './terms-section';

let submitted: CreateItemInput | undefined;

/** The listing form with only its discounts and policy on show, its other fields already valid. */
function Form({ maxRentalDays = '' }: { maxRentalDays?: string }) {
  const form = useForm<ItemFormValues, unknown, CreateItemInput>({
    resolver: zodResolver(createItemSchema),
    defaultValues: {
      ...EMPTY_ITEM_FORM,
      title: 'Tent',
      description: 'A tent',
      categoryId: '1',
      condition: 'good',
      dailyRate: '100',
      city: 'Riyadh',
      maxRentalDays,
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        submitted = values;
      })}
    >
      <TermsSection form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TermsSection', () => {
  it('shows what each discount does to a rental of its length, at the daily rate typed', async () => {
    const { user } = await renderWithProviders(<Form />, { language: 'en' });
    expect(screen.queryByTestId('weekly-example')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Weekly discount/ }), '10');
    expect(screen.getByTestId('weekly-example').textContent).toMatch(
      /^A rental of 7 days: SAR\s630 instead of SAR\s700$/,
    );
    await user.type(screen.getByRole('textbox', { name: /^Monthly discount/ }), '25');
    expect(screen.getByTestId('monthly-example').textContent).toMatch(
      /^A rental of 28 days: SAR\s2,100 instead of SAR\s2,800$/,
    );
  });

  it('says so in Arabic, with Arabic digits', async () => {
    const { user } = await renderWithProviders(<Form />, { language: 'ar' });
    await user.type(screen.getByRole('textbox', { name: /^خصم الأسبوع/ }), '10');
    const example = screen.getByTestId('weekly-example').textContent ?? '';
    expect(example).toContain('إيجار ٧ أيام');
    expect(example).toContain('٦٣٠');
    expect(example).toContain('٧٠٠');
  });

  it('warns when the longest rental is too short for a discount to apply', async () => {
    const { user } = await renderWithProviders(<Form maxRentalDays="14" />, { language: 'en' });
    await user.type(screen.getByRole('textbox', { name: /^Monthly discount/ }), '20');
    expect(screen.getByText('Your longest rental is 14 days, so this discount never applies.')).toBeTruthy();
    expect(screen.queryByTestId('monthly-example')).toBeNull();
  });

  it('offers the three policies with their rules, flexible first, and sends the one chosen', async () => {
    submitted = undefined;
    const { user } = await renderWithProviders(<Form />, { language: 'en' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual([
      'FlexibleFull refund until 24 hours before pickup, then half.',
      'ModerateFull refund until 3 days before pickup, then half.',
      'StrictHalf refunded until 7 days before pickup, then nothing.',
    ]);
    expect(radios[0]!.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('radio', { name: /^Strict/ }));
    await user.type(screen.getByRole('textbox', { name: /^Weekly discount/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted).toMatchObject({
      cancellationPolicy: 'strict',
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 0,
    });
  });

  it('puts a monthly discount below the weekly one, or out of range, under its field', async () => {
    submitted = undefined;
    const { user } = await renderWithProviders(<Form />, { language: 'en' });
    await user.type(screen.getByRole('textbox', { name: /^Weekly discount/ }), '95');
    await user.type(screen.getByRole('textbox', { name: /^Monthly discount/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toBeUndefined();
    expect(await screen.findByText('A discount is a whole percent from 0 to 90.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /^Weekly discount/ }));
    await user.type(screen.getByRole('textbox', { name: /^Weekly discount/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The monthly discount cannot be smaller than the weekly one.'),
    ).toBeTruthy();
    expect(submitted).toBeUndefined();
  });
});
