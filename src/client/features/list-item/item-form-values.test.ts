import type { Item } from '@shared/api-types';
import { SAUDI_CITIES } from '@shared/cities';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { PLACE_DISTRICTS } from '@shared/places/districts-data';
import { createItemSchema } from '@shared/schemas/items';
import { describe, expect, it } from 'vitest';
import { anItem } from '../../test/item-fixture';
import { checkPhotoFile } from '../uploads';
import {
  changedFields,
  EMPTY_ITEM_FORM,
  ITEM_FORM_FIELDS,
  itemToFormValues,
  missingRequiredFields,
  nearestCity,
  roundCoordinate,
} from './item-form-values';

const item = anItem;

const submitted = (listing: Item, changes: Record<string, unknown> = {}) =>
  createItemSchema.parse({ ...itemToFormValues(listing), ...changes });

describe('the list-item form values', () => {
  it('name every field of the schema, in page order', () => {
    expect([...ITEM_FORM_FIELDS].sort()).toEqual(Object.keys(EMPTY_ITEM_FORM).sort());
  });

  it('say which required fields are blank', () => {
    expect(missingRequiredFields(EMPTY_ITEM_FORM)).toEqual([
      'title',
      'description',
      'categoryId',
      'condition',
      'dailyRate',
      'city',
    ]);
    expect(missingRequiredFields({ ...itemToFormValues(item()), title: '  ' })).toEqual(['title']);
  });

  it('fill the edit form as someone would type it, with no position when the item sits at its city centre', () => {
    expect(itemToFormValues(item({ dailyRate: '12.50', deposit: '500.00', maxRentalDays: 7 }))).toMatchObject(
      {
        categoryId: '1',
        dailyRate: '12.5',
        deposit: '500',
        minRentalDays: '1',
        maxRentalDays: '7',
        latitude: null,
        longitude: null,
      },
    );
    expect(itemToFormValues(item({ latitude: '24.710000', longitude: '46.680000' }))).toMatchObject({
      latitude: 24.71,
      longitude: 46.68,
    });
  });

  it('keep the city of an item in any of the cities, by its stored name, and one we do not know as written', () => {
    // Khamis Mushait was not among the first cities: older items may hold its Arabic name. Placed by
    // the server near its centre (18.3061, 42.7297), the item has no position of its own.
    const khamis = item({ city: 'خميس مشيط', state: 'Asir', latitude: '18.308100', longitude: '42.728700' });
    expect(itemToFormValues(khamis)).toMatchObject({
      city: 'Khamis Mushait',
      latitude: null,
      longitude: null,
    });
    expect(
      itemToFormValues(item({ city: 'Al Ghat', latitude: '26.030000', longitude: '44.960000' })),
    ).toMatchObject({ city: 'Al Ghat', latitude: 26.03, longitude: 44.96 });
  });

  it('send only what an edit changed, never the photos unless they changed', () => {
    const listing = item();
    expect(changedFields(listing, submitted(listing))).toEqual({});
    expect(changedFields(listing, submitted(listing, { dailyRate: '175' }))).toEqual({ dailyRate: '175.00' });
    const reordered = [...listing.images].reverse();
    expect(changedFields(listing, submitted(listing, { images: reordered }))).toEqual({ images: reordered });
    // A new position goes as a pair.
    expect(changedFields(listing, submitted(listing, { latitude: 24.8 }))).toEqual({
      latitude: 24.8,
      longitude: null,
    });
    // Clearing the deposit and the maximum says so (null), rather than leaving them out.
    const withTerms = item({ deposit: '300.00', maxRentalDays: 10 });
    expect(changedFields(withTerms, submitted(withTerms, { deposit: '', maxRentalDays: '' }))).toEqual({
      deposit: null,
      maxRentalDays: null,
    });
  });

  it('keep who can book, and send it only when the owner changed it', () => {
    const listing = item({ instantBooking: true, identityRequirement: 'instant' });
    expect(itemToFormValues(listing)).toMatchObject({ instantBooking: true, identityRequirement: 'instant' });
    expect(changedFields(listing, submitted(listing))).toEqual({});
    expect(changedFields(listing, submitted(listing, { identityRequirement: 'all' }))).toEqual({
      identityRequirement: 'all',
    });
    expect(
      createItemSchema.parse({ ...EMPTY_ITEM_FORM, ...itemToFormValues(item()) }).identityRequirement,
    ).toBe('none');
  });

  it('show a discount as typed (none as a blank box) and send only the terms that changed', () => {
    const listing = item({
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 0,
      cancellationPolicy: 'moderate',
    });
    expect(itemToFormValues(listing)).toMatchObject({
      weeklyDiscountPercent: '10',
      monthlyDiscountPercent: '',
      cancellationPolicy: 'moderate',
    });
    expect(changedFields(listing, submitted(listing))).toEqual({});
    expect(
      changedFields(
        listing,
        submitted(listing, { monthlyDiscountPercent: '20', cancellationPolicy: 'strict' }),
      ),
    ).toEqual({ monthlyDiscountPercent: 20, cancellationPolicy: 'strict' });
    expect(changedFields(listing, submitted(listing, { weeklyDiscountPercent: '' }))).toEqual({
      weeklyDiscountPercent: 0,
    });
  });

  it('round a position to two decimals and find the city it is in', () => {
    expect(roundCoordinate(24.71364)).toBe(24.71);
    expect(roundCoordinate(46.6753)).toBe(46.68);
    expect(nearestCity(24.75, 46.7)?.name).toBe('Riyadh');
    expect(nearestCity(21.5, 39.2)?.name).toBe('Jeddah');
    expect(nearestCity(30.0, 44.0)).toBeUndefined();
    expect(nearestCity(18.3, 42.73)?.name).toBe('Khamis Mushait');
    // Northern Riyadh (Hittin) is nearer Diriyah's centre than Riyadh's: not clear, so no city.
    expect(nearestCity(24.7609, 46.6017)).toBeUndefined();
  });

  it('find every city at its centre, and never put a district in another city', () => {
    for (const city of SAUDI_CITIES) expect(nearestCity(city.latitude, city.longitude)).toBe(city);
    const guesses = PLACE_DISTRICTS.map((district) => ({
      district,
      city: nearestCity(district.latitude, district.longitude)?.name,
    }));
    for (const { district, city } of guesses) expect([district.city, undefined]).toContain(city);
    // Most districts are still clearly in their city.
    expect(guesses.filter(({ district, city }) => city === district.city).length).toBeGreaterThan(90);
  });
});

describe('the photo check before uploading', () => {
  it('takes JPEG, PNG and WebP up to the limit, and says why it refuses the rest', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/webp', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkPhotoFile({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe('too_large');
    expect(checkPhotoFile({ type: 'image/heic', size: 1000 })).toBe('not_a_photo');
    expect(checkPhotoFile({ type: 'application/pdf', size: 1000 })).toBe('not_a_photo');
    expect(checkPhotoFile({ type: 'image/jpeg', size: 0 })).toBe('empty');
  });
});
