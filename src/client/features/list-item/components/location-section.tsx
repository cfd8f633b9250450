import { MapPin } from 'lucide-react';
import { Controller, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PostalCodeField, RegionField, StreetAddressField } from '../../../components/fields/address-parts';
import { FormCard } from '../../../components/form-card';
import { Field } from '../../../components/ui/input';
import { useFieldErrorText } from '../../../lib/forms';
import type { ItemFormMethods } from '../item-form-values';
import { CitySelect } from './city-select';
import { DistrictField } from './district-field';
import { PositionPanel } from './position-panel';
import { useItemPosition } from './use-item-position';

/** The location card of the form. */
export function LocationSection({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  return (
    <FormCard
      icon={MapPin}
      title={t('listItem.sections.location.title')}
      description={t('listItem.sections.location.description')}
    >
      <LocationFields form={form} />
    </FormCard>
  );
}

/**
 * Location (docs/product.md, "Pages"): a Saudi city, its region filled in from it, a district,
 * address and postal code (the address parts the account forms use too), and the precise
 * position. Refusals and failures are said on the page.
 */
function LocationFields({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  const place = useItemPosition(form);
  // The location button is where a problem with the position takes the focus.
  const { field: positionField } = useController({ control: form.control, name: 'latitude' });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t('listItem.fields.city')} error={errorText(errors.city)} required>
        {(control) => (
          <Controller
            control={form.control}
            name="city"
            render={({ field }) => (
              <CitySelect
                value={field.value ?? ''}
                onValueChange={place.chooseCity}
                control={control}
                inputRef={field.ref}
                onBlur={field.onBlur}
                placeholder={t('listItem.fields.cityPlaceholder')}
              />
            )}
          />
        )}
      </Field>

      <RegionField
        form={form}
        label={t('listItem.fields.state')}
        hint={t('listItem.fields.stateHint')}
        placeholder={t('listItem.fields.statePlaceholder')}
      />

      <DistrictField city={place.city} chosen={place.district} onChoose={place.chooseDistrict} />

      <StreetAddressField
        form={form}
        label={t('listItem.fields.address')}
        hint={t('listItem.fields.addressHint')}
        maxLength={200}
      />
      <PostalCodeField form={form} label={t('listItem.fields.zipCode')} maxLength={20} />

      <PositionPanel
        position={place.position}
        locating={place.locating}
        note={place.note}
        error={errorText(errors.latitude ?? errors.longitude)}
        buttonRef={positionField.ref}
        onLocate={place.locate}
        onClear={place.clearPosition}
      />
    </div>
  );
}
