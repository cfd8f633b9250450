/**
 * Field groups: the person, business, phone and address fields that sign-up (auth), the profile
 * edit form (profile) and the listing form (list-item) all ask. They live in the client's
 * components/ rather than in one of those features because three features use them and none
 * owns them; like the rest of components/ they import no feature (docs/architecture.md,
 * "Boundaries"), and each form passes its own labels where they differ.
 */
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The props of a field group: the whole form, of any values that include the group's own
 * fields `V` (`T extends V` checks their names and types where the form is passed).
 */
export type GroupProps<V extends FieldValues, T extends V, O extends FieldValues> = {
  form: UseFormReturn<T, unknown, O>;
};

/**
 * The form seen through the group's own fields. react-hook-form cannot name a field of a
 * generic form's values, so the group works on a form of its values `V`; `GroupProps`
 * has already checked that they are the form's.
 */
export function groupFormOf<V extends FieldValues>(form: { control: unknown }): UseFormReturn<V> {
  return form as unknown as UseFormReturn<V>;
}
