import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateItemInput, createItemSchema, type ItemFormValues } from '@shared/schemas/items';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_ITEM_FORM } from '../item-form-values';
import { PricingSection } from './pricing-section';

let submitted: CreateItemInput | undefined;

/** The listing form with its pricing on show; the other fields valid unless `title` is blank. */
function Form({ title = 'Tent' }: { title?: string }) {
  const form = useForm<ItemFormValues, unknown, CreateItemInput>({
    resolver: zodResolver(createItemSchema),
    defaultValues: {
      ...EMPTY_ITEM_FORM,
      title,
      description: 'A tent',
      categoryId: '1',
      condition: 'good',
      city: 'Riyadh',
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        submitted = values;
      })}
    >
      <PricingSection form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('PricingSection typed on an Arabic keyboard', () => {
  it('keeps Arabic-Indic digits, shows the number it kept, and sends it', async () => {
    submitted = undefined;
    const { user } = await renderWithProviders(<Form />, { language: 'ar' });
    await user.type(field(/^السعر اليومي/), '٩٥');
    await user.type(field(/^مبلغ التأمين/), '٤٠٠٫٥');
    await user.clear(field(/^أقل مدة/));
    await user.type(field(/^أقل مدة/), '۲');
    await user.type(field(/^أطول مدة/), '١٤');
    expect(field(/^السعر اليومي/).value).toBe('95');
    expect(field(/^مبلغ التأمين/).value).toBe('400.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted).toMatchObject({
      dailyRate: '95.00',
      deposit: '400.50',
      minRentalDays: 2,
      maxRentalDays: 14,
    });
  });

  it('says the highest deposit, in the reader’s digits', async () => {
    submitted = undefined;
    const { user } = await renderWithProviders(<Form />, { language: 'ar' });
    await user.type(field(/^السعر اليومي/), '95');
    await user.type(field(/^مبلغ التأمين/), '999999999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/^هذا المبلغ أكبر من الحد الأعلى \(\u200F?٩٬٩٩٩٬٩٩٩ ر\.س\.\u200F?\)\.$/),
    ).toBeTruthy();
    expect(submitted).toBeUndefined();
  });

  it('says the longest rental is shorter than the shortest on the first submit, with the other problems', async () => {
    const { user } = await renderWithProviders(<Form title="" />, { language: 'en' });
    await user.clear(field(/^Minimum rental/));
    await user.type(field(/^Minimum rental/), '5');
    await user.type(field(/^Maximum rental/), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The maximum rental cannot be shorter than the minimum.')).toBeTruthy();
    expect(screen.getByText('Enter a daily rate above zero, with at most 2 decimals.')).toBeTruthy();
  });
});
