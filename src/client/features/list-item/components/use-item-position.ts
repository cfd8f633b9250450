import type { District } from '@shared/api-types';
import { cityName, findCity } from '@shared/cities';
import { GEOLOCATION_OPTIONS } from '@shared/constants';
import { kilometresBetween } from '@shared/geo';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { type ItemFormMethods, nearestCity, roundCoordinate } from '../item-form-values';

type PositionProblem = 'unsupported' | 'denied' | 'unavailable' | 'timeout';
export type Locating =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'failed'; problem: PositionProblem };

/** A position farther than this from the chosen city's centre belongs to another city. */
const SAME_CITY_KM = 100;

function problemOf(error: GeolocationPositionError): PositionProblem {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  if (error.code === error.TIMEOUT) return 'timeout';
  return 'unavailable';
}

/**
 * The listing's city and position, kept in agreement (docs/product.md, "Pages"): choosing a
 * city fills in its region and drops a position in another city; "Use my location" asks the
 * browser once (with the options of docs/product.md, "Limits"), keeps the position with two
 * decimals and, when no city is chosen yet, takes the one the owner stands in; a district
 * places the item at its centre. `note` says on the page what was filled in or cleared.
 */
export function useItemPosition(form: ItemFormMethods) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [locating, setLocating] = useState<Locating>({ status: 'idle' });
  const [note, setNote] = useState<string | null>(null);
  const [district, setDistrict] = useState<string | null>(null);
  const city = useWatch({ control: form.control, name: 'city' });
  const latitude = useWatch({ control: form.control, name: 'latitude' });
  const longitude = useWatch({ control: form.control, name: 'longitude' });

  const hasPosition =
    latitude !== null && latitude !== undefined && longitude !== null && longitude !== undefined;

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

  const chooseDistrict = (chosen: District) => {
    setPosition(roundCoordinate(chosen.latitude), roundCoordinate(chosen.longitude));
    setDistrict(chosen.name);
    setNote(
      t('listItem.location.districtChosen', {
        district: language === 'ar' ? chosen.nameAr : chosen.name,
      }),
    );
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

  const clearPosition = () => {
    setPosition(null, null);
    setNote(null);
  };

  return {
    city,
    district,
    position: hasPosition ? { latitude: Number(latitude), longitude: Number(longitude) } : null,
    locating,
    note,
    chooseCity,
    chooseDistrict,
    locate,
    clearPosition,
  };
}
