import { citiesByRegion, cityName, findCity } from '@shared/cities';
import { GEOLOCATION_OPTIONS } from '@shared/constants';
import { formatNumber } from '@shared/format';
import { kilometresBetween } from '@shared/geo';
import { LocateFixed, MapPin, MapPinCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { RegionSelect } from '../../../components/region-select';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { useLanguage } from '../../../i18n/use-language';
import { useFieldErrorText } from '../../../lib/forms';
import { type ItemFormMethods, nearestCity, roundCoordinate } from '../item-form-values';
import { DistrictField } from './district-field';

type PositionProblem = 'unsupported' | 'denied' | 'unavailable' | 'timeout';
type Locating = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; problem: PositionProblem };

/** A position farther than this from the chosen city's centre belongs to another city. */
const SAME_CITY_KM = 100;

function problemOf(error: GeolocationPositionError): PositionProblem {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  if (error.code === error.TIMEOUT) return 'timeout';
  return 'unavailable';
}

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
 * Location (docs/product.md, "Pages"): a Saudi city (stored by its English name), its
 * region filled in from it, address and postal code, and "Use my location",
 * which asks the browser once (with the options of docs/product.md, "Limits") and keeps the
 * position with two decimals. Refusals and failures are said on the page.
 */
function LocationFields({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  const [locating, setLocating] = useState<Locating>({ status: 'idle' });
  const [note, setNote] = useState<string | null>(null);
  const [district, setDistrict] = useState<string | null>(null);
  const city = useWatch({ control: form.control, name: 'city' });
  const latitude = useWatch({ control: form.control, name: 'latitude' });
  const longitude = useWatch({ control: form.control, name: 'longitude' });
  // The location button is where a problem with the position takes the focus.
  const { field: positionField } = useController({ control: form.control, name: 'latitude' });

  const hasPosition =
    latitude !== null && latitude !== undefined && longitude !== null && longitude !== undefined;
  const unknownCity = city && !findCity(city) ? city : null;

  const setPosition = (lat: number | null, lng: number | null) => {
    form.setValue('latitude', lat, { shouldDirty: true });
    form.setValue('longitude', lng, { shouldDirty: true });
    form.clearErrors(['latitude', 'longitude']);
  };

  const chooseCity = (name: string) => {
    const chosen = findCity(name);
    form.setValue('city', name, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    if (chosen) form.setValue('state', chosen.region, { shouldDirty: true });
    setNote(null);
    setDistrict(null);
    // A position in another city would contradict the city: the item then sits at the new city's centre.
    if (chosen && hasPosition) {
      const distance = kilometresBetween(
        { latitude: Number(latitude), longitude: Number(longitude) },
        chosen,
      );
      if (distance > SAME_CITY_KM) {
        setPosition(null, null);
        setNote(t('listItem.location.cleared'));
      }
    }
  };

  const locate = () => {
    setNote(null);
    if (!('geolocation' in navigator)) {
      setLocating({ status: 'failed', problem: 'unsupported' });
      return;
    }
    setLocating({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const lat = roundCoordinate(position.coords.latitude);
        const lng = roundCoordinate(position.coords.longitude);
        setPosition(lat, lng);
        setLocating({ status: 'idle' });
        // No city yet: the one the owner stands in, when we know it.
        const near = nearestCity(position.coords.latitude, position.coords.longitude);
        if (near && !form.getValues('city')) {
          form.setValue('city', near.name, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          form.setValue('state', near.region, { shouldDirty: true });
          setNote(t('listItem.location.cityChosen', { city: cityName(near.name, language) }));
        }
      },
      (error) => setLocating({ status: 'failed', problem: problemOf(error) }),
      { ...GEOLOCATION_OPTIONS },
    );
  };

  const positionError = errorText(errors.latitude ?? errors.longitude);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t('listItem.fields.city')} error={errorText(errors.city)} required>
        {(control) => (
          <Controller
            control={form.control}
            name="city"
            render={({ field }) => (
              <Select value={field.value ?? ''} onValueChange={chooseCity}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder={t('listItem.fields.cityPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {/* A city stored that we do not know (older data) stays, first, as it was written. */}
                  {unknownCity && <SelectItem value={unknownCity}>{unknownCity}</SelectItem>}
                  {citiesByRegion(language).map((group) => (
                    <SelectGroup key={group.region}>
                      <SelectLabel className="sticky -top-1.5 z-10 bg-surface">{group.label}</SelectLabel>
                      {group.cities.map((each) => (
                        <SelectItem key={each.name} value={each.name}>
                          {cityName(each.name, language)}
                        </SelectItem>
                      ))}
                    </SelectGroup>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </Field>

      <Field
        label={t('listItem.fields.state')}
        error={errorText(errors.state)}
        hint={t('listItem.fields.stateHint')}
        optional
      >
        {(control) => (
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <RegionSelect
                field={field}
                control={control}
                placeholder={t('listItem.fields.statePlaceholder')}
              />
            )}
          />
        )}
      </Field>

      <DistrictField
        city={city}
        chosen={district}
        onChoose={(chosen) => {
          setPosition(roundCoordinate(chosen.latitude), roundCoordinate(chosen.longitude));
          setDistrict(chosen.name);
          setNote(
            t('listItem.location.districtChosen', {
              district: language === 'ar' ? chosen.nameAr : chosen.name,
            }),
          );
        }}
      />

      <Field
        label={t('listItem.fields.address')}
        hint={t('listItem.fields.addressHint')}
        error={errorText(errors.address)}
        optional
        className="sm:col-span-2"
      >
        <Input autoComplete="street-address" maxLength={200} {...form.register('address')} />
      </Field>

      <Field label={t('listItem.fields.zipCode')} error={errorText(errors.zipCode)} optional>
        <Input
          dir="ltr"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={20}
          {...form.register('zipCode')}
        />
      </Field>

      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-canvas p-4 sm:col-span-2">
        <div className="flex flex-wrap items-center gap-3">
          <span
            className={
              hasPosition
                ? 'grid size-10 shrink-0 place-items-center rounded-xl bg-primary-700 text-white'
                : 'grid size-10 shrink-0 place-items-center rounded-xl bg-surface text-primary-700 ring-1 ring-line'
            }
          >
            {hasPosition ? (
              <MapPinCheck className="size-5" aria-hidden="true" />
            ) : (
              <MapPin className="size-5" aria-hidden="true" />
            )}
          </span>
          <div className="min-w-0 flex-1 basis-48" aria-live="polite">
            <p className="text-sm font-semibold text-ink">{t('listItem.location.precise')}</p>
            <p className="text-sm text-muted">
              {hasPosition
                ? t('listItem.location.set', {
                    latitude: formatNumber(Number(latitude), language, 2),
                    longitude: formatNumber(Number(longitude), language, 2),
                  })
                : t('listItem.location.notSet')}
            </p>
          </div>
          {hasPosition ? (
            <Button
              ref={positionField.ref}
              variant="ghost"
              size="sm"
              onClick={() => {
                setPosition(null, null);
                setNote(null);
              }}
            >
              <X className="size-4" aria-hidden="true" />
              {t('listItem.location.clear')}
            </Button>
          ) : (
            <Button
              ref={positionField.ref}
              variant="outline"
              size="sm"
              onClick={locate}
              loading={locating.status === 'locating'}
              className="bg-surface"
            >
              {locating.status !== 'locating' && <LocateFixed className="size-4" aria-hidden="true" />}
              {locating.status === 'locating'
                ? t('listItem.location.locating')
                : t('listItem.location.useMine')}
            </Button>
          )}
        </div>
        {note && <p className="text-sm text-primary-800">{note}</p>}
        {locating.status === 'failed' && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {t(`listItem.location.problems.${locating.problem}`)}
          </p>
        )}
        {positionError && <p className="text-sm font-medium text-danger-700">{positionError}</p>}
      </div>
    </div>
  );
}
