import { citiesByRegion, cityName, findCity } from '@shared/cities';
import type { Ref } from 'react';
import type { FieldControlProps } from '../../../components/ui/input';
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

/**
 * A listing's city, picked from the Saudi cities region by region (stored by its English
 * name). A city stored that we do not know (older data) stays, first, as it was written.
 */
export function CitySelect({
  value,
  onValueChange,
  control,
  triggerRef,
  onBlur,
  placeholder,
}: {
  value: string;
  onValueChange: (city: string) => void;
  /** From `Field`: id, description and invalid state for the trigger. */
  control: FieldControlProps;
  triggerRef: Ref<HTMLButtonElement>;
  onBlur: () => void;
  placeholder: string;
}) {
  const { language } = useLanguage();
  const unknownCity = value && !findCity(value) ? value : null;
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger {...control} ref={triggerRef} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
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
  );
}
