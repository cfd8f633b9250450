import { describe, expect, it } from 'vitest';
import { citiesNamedLike, citiesNear, districtsOf, placeNamed, withKnownPlace } from './places';

describe('places named in a place filter', () => {
  it('reads a city by any spelling, and a district as its city', () => {
    for (const name of ['Riyadh', 'riyad', 'الرياض', 'رياض', 'AR-RIYADH']) {
      expect(placeNamed(name)?.city.name, name).toBe('Riyadh');
    }
    expect(placeNamed('جده')?.city.name).toBe('Jeddah');
    expect(placeNamed('Al Malqa')).toMatchObject({
      city: { name: 'Riyadh' },
      district: { name: 'Al Malqa' },
    });
    expect(placeNamed('حي الملقا')?.district?.name).toBe('Al Malqa');
    // A name two cities' districts share is the first (largest) city's.
    expect(placeNamed('العليا')).toMatchObject({ city: { name: 'Riyadh' }, district: { name: 'Al Olaya' } });
    expect(placeNamed('Atlantis')).toBeNull();
  });

  it('turns a known place into the city listings store, and leaves an unknown one as typed', () => {
    expect(withKnownPlace({ city: 'جده', searchTerm: 'tent' })).toEqual({
      city: 'Jeddah',
      searchTerm: 'tent',
    });
    expect(withKnownPlace({ city: 'Al Ghat' })).toEqual({ city: 'Al Ghat' });
    expect(withKnownPlace({ city: undefined })).toEqual({ city: undefined });
  });

  it('finds the cities named most like an unknown place, closest first', () => {
    expect(citiesNamedLike('Riyadd', 3)[0]?.name).toBe('Riyadh');
    expect(citiesNamedLike('ريياض', 3)[0]?.name).toBe('Riyadh');
    expect(citiesNamedLike('Jedah', 3)[0]?.name).toBe('Jeddah');
    // Nothing within a third of its letters.
    expect(citiesNamedLike('Atlantis', 3)).toEqual([]);
  });

  it('orders the other cities by distance from a city', () => {
    const near = citiesNear(placeNamed('Jeddah')!.city);
    expect(near.map((n) => n.city.name)).not.toContain('Jeddah');
    expect(near.map((n) => n.km)).toEqual([...near.map((n) => n.km)].sort((a, b) => a - b));
    expect(near.slice(0, 3).map((n) => n.city.name)).toContain('Makkah');
  });
});

describe('districts of a city', () => {
  it('lists a city’s districts by any of its names, and none for a district or an unknown place', () => {
    const riyadh = districtsOf('Riyadh');
    expect(riyadh.length).toBeGreaterThan(40);
    expect(riyadh.every((district) => district.city === 'Riyadh')).toBe(true);
    expect(districtsOf('الرياض')).toEqual(riyadh);
    expect(districtsOf('Abha')).toEqual([]);
    expect(districtsOf('العليا')).toEqual([]);
    expect(districtsOf('Atlantis')).toEqual([]);
  });
});
