import { regionName, SAUDI_REGIONS } from '@shared/cities';
import type { Ref } from 'react';
import { useLanguage } from '../i18n/use-language';
import type { FieldControlProps } from './ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

/** The region (state) of an address: the Kingdom's 13 regions, named in the active language. */
export function RegionSelect({
  field,
  control,
  placeholder,
}: {
  /** From react-hook-form's Controller. */
  field: {
    value?: string | null;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref?: Ref<HTMLButtonElement>;
  };
  /** From `Field`: id, description and invalid state for the trigger. */
  control: FieldControlProps;
  placeholder: string;
}) {
  const { language } = useLanguage();
  return (
    <Select value={field.value ?? ''} onValueChange={field.onChange}>
      <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {SAUDI_REGIONS.map((region) => (
          <SelectItem key={region.name} value={region.name}>
            {regionName(region.name, language)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
