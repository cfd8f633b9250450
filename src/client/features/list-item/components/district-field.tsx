import type { District } from '@shared/api-types';
import { findCity } from '@shared/cities';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useLanguage } from '../../../i18n/use-language';

/** The districts the places data knows in a city (none for most cities): reference data, kept for the visit. */
function useDistricts(city: string | undefined) {
  const known = city ? findCity(city)?.name : undefined;
  return useQuery<District[]>({
    queryKey: ['/api/places/districts', { city: known }],
    enabled: known !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A district of the chosen city, to place the item at its centre on the map without sharing where
 * the owner stands (docs/search.md, "Places in the filter"). Shown only for a city whose districts
 * the data knows; what is chosen is the position, so nothing shows chosen when the form opens again.
 */
export function DistrictField({
  city,
  chosen,
  onChoose,
}: {
  city: string | undefined;
  /** The district chosen since the city was, by its English name. */
  chosen: string | null;
  onChoose: (district: District) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const districts = useDistricts(city);
  const sorted = useMemo(() => {
    const nameOf = (district: District) => (language === 'ar' ? district.nameAr : district.name);
    const collator = new Intl.Collator(language);
    return [...(districts.data ?? [])].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
  }, [districts.data, language]);
  if (sorted.length === 0) return null;
  return (
    <Field
      label={t('listItem.location.district')}
      hint={t('listItem.location.districtHint')}
      optional
      className="sm:col-span-2"
    >
      {(control) => (
        <Select
          value={chosen ?? ''}
          onValueChange={(name) => {
            const district = sorted.find((each) => each.name === name);
            if (district) onChoose(district);
          }}
        >
          <SelectTrigger {...control}>
            <SelectValue placeholder={t('listItem.location.districtPlaceholder')} />
          </SelectTrigger>
          <SelectContent>
            {sorted.map((district) => (
              <SelectItem key={district.name} value={district.name}>
                {language === 'ar' ? district.nameAr : district.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}
