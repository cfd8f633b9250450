import { citiesByRegion, cityName } from '@shared/cities';
import { useLanguage } from '../i18n/use-language';

/**
 * Suggestions for a free-text city field (`<Input list={id}>`): every city we
 * know, named in the page's language, region by region with the most populous
 * first (citiesByRegion). The browser narrows them down as one types, and a
 * city that is not among them can still be written.
 */
export function CityDatalist({ id }: { id: string }) {
  const { language } = useLanguage();
  return (
    <datalist id={id}>
      {citiesByRegion(language).flatMap((group) =>
        group.cities.map((city) => <option key={city.name} value={cityName(city.name, language)} />),
      )}
    </datalist>
  );
}
