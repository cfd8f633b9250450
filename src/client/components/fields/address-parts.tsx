import type { FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useFieldErrorText } from '../../lib/forms';
import { RegionSelect } from '../region-select';
import { DigitsInput } from '../ui/digits-input';
import { Field, Input } from '../ui/input';
import { type GroupProps, groupFormOf } from './group-form';

/** The address fields of the account forms and of a listing, by the same names in each. */
export type AddressValues = {
  city?: string | null;
  state?: string | null;
  address?: string | null;
  zipCode?: string | null;
};

type PartProps<T extends AddressValues, O extends FieldValues> = GroupProps<AddressValues, T, O> & {
  label: string;
  hint?: string;
};

/** The region (`state`): one of the Kingdom's regions, often filled in from the city. */
export function RegionField<T extends AddressValues, O extends FieldValues>({
  form,
  label,
  hint,
  placeholder,
}: PartProps<T, O> & { placeholder: string }) {
  const errorText = useFieldErrorText();
  const own = groupFormOf<AddressValues>(form);
  return (
    <Field label={label} error={errorText(own.formState.errors.state)} hint={hint} optional>
      {(control) => (
        <Controller
          control={own.control}
          name="state"
          render={({ field }) => <RegionSelect field={field} control={control} placeholder={placeholder} />}
        />
      )}
    </Field>
  );
}

/** The street address, across both columns. */
export function StreetAddressField<T extends AddressValues, O extends FieldValues>({
  form,
  label,
  hint,
  maxLength,
}: PartProps<T, O> & { maxLength?: number }) {
  const errorText = useFieldErrorText();
  const own = groupFormOf<AddressValues>(form);
  return (
    <Field
      label={label}
      hint={hint}
      error={errorText(own.formState.errors.address)}
      optional
      className="sm:col-span-2"
    >
      <Input autoComplete="street-address" maxLength={maxLength} {...own.register('address')} />
    </Field>
  );
}

/** The postal code: digits, written left to right. */
export function PostalCodeField<T extends AddressValues, O extends FieldValues>({
  form,
  label,
  maxLength,
}: PartProps<T, O> & { maxLength?: number }) {
  const errorText = useFieldErrorText();
  const own = groupFormOf<AddressValues>(form);
  return (
    <Field label={label} error={errorText(own.formState.errors.zipCode)} optional>
      <DigitsInput
        dir="ltr"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={maxLength}
        {...own.register('zipCode')}
      />
    </Field>
  );
}
