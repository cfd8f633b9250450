import { findCity } from '@shared/cities';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms';
import { CityDatalist } from '../city-datalist';
import { Field, Input } from '../ui/input';
import { type AddressValues, PostalCodeField, RegionField, StreetAddressField } from './address-parts';
import { type GroupProps, groupFormOf } from './group-form';

/**
 * An account's address, as sign-up and the profile ask it: city, region, street and postal
 * code, cells of the caller's two-column grid. The city is free text with the cities we
 * know as suggestions. A listing picks its city from a list instead and uses the parts
 * (`address-parts.tsx`) around it.
 */
export function AddressFields<T extends AddressValues, O extends FieldValues>({
  form,
  regionPlaceholder,
}: GroupProps<AddressValues, T, O> & { regionPlaceholder: string }) {
  const { t } = useTranslation();
  return (
    <>
      <CityField form={form} />
      <RegionField form={form} label={t('auth.fields.state')} placeholder={regionPlaceholder} />
      <StreetAddressField form={form} label={t('auth.fields.address')} />
      <PostalCodeField form={form} label={t('auth.fields.zipCode')} />
    </>
  );
}

/** The city, free text; choosing a city we know fills in its region, unless one was chosen already. */
function CityField<T extends AddressValues, O extends FieldValues>({
  form,
}: GroupProps<AddressValues, T, O>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const listId = useId();
  const own = groupFormOf<AddressValues>(form);
  const cityField = own.register('city', {
    onChange: (event: { target: { value: string } }) => {
      const city = findCity(event.target.value);
      if (city && !own.getValues('state')) own.setValue('state', city.region);
    },
  });
  return (
    <>
      <Field label={t('auth.fields.city')} error={errorText(own.formState.errors.city)} optional>
        <Input list={listId} autoComplete="address-level2" {...cityField} />
      </Field>
      <CityDatalist id={listId} />
    </>
  );
}
