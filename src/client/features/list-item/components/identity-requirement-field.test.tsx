import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateItemInput, createItemSchema, type ItemFormValues } from '@shared/schemas/items';
import { screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { anItem } from '../../../test/item-fixture';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_ITEM_FORM, itemToFormValues } from '../item-form-values';
import { PricingSection } from './pricing-section';

let submitted: CreateItemInput | undefined;

/** The listing form with its pricing and terms on show, every other field valid. */
function Form({ defaults = {} }: { defaults?: Partial<ItemFormValues> }) {
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
      ...defaults,
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

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('Who can book, on the listing form', () => {
  it('is a radio group named by its legend, anyone by default, each choice saying what it means', async () => {
    await renderWithProviders(<Form />, { language: 'en' });
    const group = screen.getByRole('radiogroup', { name: 'Who can book' });
    expect(screen.getByRole('group', { name: 'Who can book' })).toBeTruthy();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual([
      'Any renterAny member who has confirmed their e-mail can request to book.',
      'Instant booking for verified members onlyMembers verified through Nafath book at once; others’ requests wait for your answer.',
      'Members verified through Nafath onlyOnly members whose identity Nafath verified can send a request.',
    ]);
    expect(
      within(group)
        .getByRole('radio', { name: /^Any renter/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(describedBy(group)).toEqual([
      'Verifying through Nafath confirms a renter’s name and national ID or Iqama number. The stricter the rule, the fewer people can book.',
    ]);
  });

  it('sends the choice with the listing', async () => {
    submitted = undefined;
    const { user } = await renderWithProviders(<Form />, { language: 'en' });
    await user.click(screen.getByRole('radio', { name: /^Members verified through Nafath only/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted).toMatchObject({ identityRequirement: 'all', instantBooking: false });
  });

  it('says that instant booking for verified members changes nothing while instant booking is off', async () => {
    const { user } = await renderWithProviders(<Form />, { language: 'en' });
    const note = 'Instant booking is off for this item, so every request waits for your answer anyway.';
    await user.click(screen.getByRole('radio', { name: /^Instant booking for verified members only/ }));
    expect(screen.getByText(note)).toBeTruthy();
    expect(describedBy(screen.getByRole('radiogroup'))).toContain(note);
    await user.click(screen.getByRole('checkbox', { name: /^Instant booking/ }));
    expect(screen.queryByText(note)).toBeNull();
  });

  it('starts an edit from the listing’s own rule, in Arabic', async () => {
    submitted = undefined;
    const values = itemToFormValues(anItem({ instantBooking: true, identityRequirement: 'instant' }));
    const { user } = await renderWithProviders(<Form defaults={values} />, { language: 'ar' });
    const group = screen.getByRole('radiogroup', { name: 'من يستطيع الحجز؟' });
    const chosen = within(group).getByRole('radio', { name: /^الحجز الفوري للموثّقين فقط/ });
    expect(chosen.getAttribute('aria-checked')).toBe('true');
    expect(chosen.textContent).toContain('وطلبات غيرهم تنتظر موافقتك');
    expect(within(group).getByRole('radio', { name: /^أي مستأجر/ })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: /^الموثّقون عبر نفاذ فقط/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted).toMatchObject({ identityRequirement: 'instant', instantBooking: true });
  });
});
