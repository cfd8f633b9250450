import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from '../../../components/ui/input';
import { renderWithProviders } from '../../../test/render';
import { CitySelect } from './city-select';

let chosen = '';

function Picker({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="المدينة">
      {(control) => (
        <CitySelect
          value={value}
          onValueChange={(city) => {
            chosen = city;
            setValue(city);
          }}
          control={control}
          inputRef={() => {}}
          onBlur={() => {}}
          placeholder="اكتب اسم المدينة"
        />
      )}
    </Field>
  );
}

describe('the listing’s city picker', () => {
  it('narrows the cities as one types part of a name, folded as search folds Arabic, and Enter chooses', async () => {
    chosen = '';
    const { user } = await renderWithProviders(<Picker />, { language: 'ar' });
    const box = screen.getByRole('combobox', { name: 'المدينة' });
    await user.type(box, 'بريد');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('بريدة');
    expect(within(list).queryByRole('option', { name: 'الرياض' })).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    expect(chosen).toBe('Buraydah');
    expect((box as HTMLInputElement).value).toBe('بريدة');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('finds a city by its English name on the Arabic page, and Escape puts the chosen city back', async () => {
    const { user } = await renderWithProviders(<Picker initial="Riyadh" />, { language: 'ar' });
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'المدينة' });
    expect(box.value).toBe('الرياض');
    await user.clear(box);
    await user.type(box, 'khamis');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['خميس مشيط']);
    await user.keyboard('{Escape}');
    expect(box.value).toBe('الرياض');
  });

  it('offers every city under its region when opened, and says when nothing matches', async () => {
    const { user } = await renderWithProviders(<Picker />, { language: 'en' });
    const box = screen.getByRole('combobox', { name: 'المدينة' });
    await user.click(box);
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('group')).toHaveLength(13);
    expect(
      within(within(list).getByRole('group', { name: 'Asir' })).getAllByRole('option')[0]?.textContent,
    ).toBe('Khamis Mushait');
    await user.type(box, 'London');
    expect(screen.getByText('No city by that name in the list. Try part of the name.')).toBeTruthy();
  });
});
