/**
 * The list-item form's values, free of React so they can be tested in node:
 * the blank form, the form of an existing item, what an edit changed, and
 * the item the live preview shows.
 */
import type { Item, User } from '@shared/api-types';
import { findCity, isAtCityCentre, SAUDI_CITIES, type SaudiCity } from '@shared/cities';
import { DEFAULT_MIN_RENTAL_DAYS, ITEM_CONDITIONS } from '@shared/constants';
import { kilometresBetween } from '@shared/geo';
import { MAX_DISCOUNT_PERCENT } from '@shared/money';
import {
  type CreateItemInput,
  createItemSchema,
  type ItemFormValues,
  type UpdateItemInput,
} from '@shared/schemas/items';
import { vatRegistrationOf } from '@shared/vat-number';
import type { DefaultValues, Path, UseFormReturn } from 'react-hook-form';

/** The listing form's one choice: a new item, or an existing one to edit. */
export type ItemFormProps = { mode: 'create'; item?: undefined } | { mode: 'edit'; item: Item };

/** The form's handle (react-hook-form's useForm), which each of its sections receives. */
export type ItemFormMethods = UseFormReturn<ItemFormValues, unknown, CreateItemInput>;

/**
 * Every field in the order the page shows them: the first problem in this
 * order takes the focus. The position (latitude, longitude) comes last, with
 * the location section's button.
 */
export const ITEM_FORM_FIELDS = [
  'title',
  'description',
  'categoryId',
  'condition',
  'images',
  'dailyRate',
  'deposit',
  'minRentalDays',
  'maxRentalDays',
  'pickupOptions',
  'instantBooking',
  'identityRequirement',
  'weeklyDiscountPercent',
  'monthlyDiscountPercent',
  'cancellationPolicy',
  'city',
  'state',
  'address',
  'zipCode',
  'latitude',
  'longitude',
] as const satisfies readonly Path<ItemFormValues>[];

/** The required fields (docs/product.md, "Validation"): left blank, they bring the missing-fields toast. */
export const REQUIRED_FIELDS = [
  'title',
  'description',
  'categoryId',
  'condition',
  'dailyRate',
  'city',
] as const satisfies readonly (typeof ITEM_FORM_FIELDS)[number][];

/** The blank form. Condition starts unchosen: the owner says it, we do not guess. */
export const EMPTY_ITEM_FORM: DefaultValues<ItemFormValues> = {
  title: '',
  description: '',
  categoryId: '',
  condition: undefined,
  images: [],
  dailyRate: '',
  deposit: '',
  minRentalDays: String(DEFAULT_MIN_RENTAL_DAYS),
  maxRentalDays: '',
  pickupOptions: ['pickup'],
  instantBooking: false,
  identityRequirement: 'none',
  weeklyDiscountPercent: '',
  monthlyDiscountPercent: '',
  cancellationPolicy: 'flexible',
  city: '',
  state: '',
  address: '',
  zipCode: '',
  latitude: null,
  longitude: null,
};

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The required fields left blank, in page order. */
export function missingRequiredFields(values: Partial<Record<string, unknown>>): string[] {
  return REQUIRED_FIELDS.filter((name) => isBlank(values[name]));
}

/** A stored price ("150.00") as someone would type it ("150", "12.5"). */
function priceText(value: string | null): string {
  if (value === null) return '';
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : value;
}

/** A stored discount as the form shows it: none is a blank box (its placeholder says 0). */
function percentText(percent: number): string {
  return percent === 0 ? '' : String(percent);
}

/** Two decimals, as the location button fills them (docs/product.md, "Pages"). */
export function roundCoordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The item's own position, or null when it only sits at its city's centre
 * (the server puts an item without a position there): then the form shows
 * no position, and a new city moves the item to that city's centre.
 */
function ownPosition(item: Pick<Item, 'city' | 'latitude' | 'longitude'>): [number, number] | null {
  if (item.latitude === null || item.longitude === null) return null;
  const latitude = Number(item.latitude);
  const longitude = Number(item.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || (latitude === 0 && longitude === 0)) {
    return null;
  }
  return isAtCityCentre(item.city, latitude, longitude) ? null : [latitude, longitude];
}

/** The form of an existing item (the edit page). */
export function itemToFormValues(item: Item): ItemFormValues {
  const position = ownPosition(item);
  return {
    title: item.title,
    description: item.description,
    categoryId: String(item.categoryId),
    condition: item.condition,
    images: [...item.images],
    dailyRate: priceText(item.dailyRate),
    deposit: priceText(item.deposit),
    minRentalDays: String(item.minRentalDays),
    maxRentalDays: item.maxRentalDays === null ? '' : String(item.maxRentalDays),
    pickupOptions: [...item.pickupOptions],
    instantBooking: item.instantBooking,
    identityRequirement: item.identityRequirement,
    weeklyDiscountPercent: percentText(item.weeklyDiscountPercent),
    monthlyDiscountPercent: percentText(item.monthlyDiscountPercent),
    cancellationPolicy: item.cancellationPolicy,
    city: findCity(item.city)?.name ?? item.city,
    state: item.state ?? '',
    address: item.address ?? '',
    zipCode: item.zipCode ?? '',
    latitude: position ? position[0] : null,
    longitude: position ? position[1] : null,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an edit changed, to send with PATCH: only the fields whose checked
 * value differs from the item's. A position goes as a pair. Photos are sent
 * only when they changed, so an edit never wipes them.
 */
export function changedFields(item: Item, next: CreateItemInput): UpdateItemInput {
  const parsed = createItemSchema.safeParse(itemToFormValues(item));
  // An item the form's rules would refuse (older data): send everything the owner confirmed.
  if (!parsed.success) return next;
  const original = parsed.data;
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CreateItemInput)[]) {
    if (!same(original[key], next[key])) changes[key] = next[key];
  }
  if ('latitude' in changes || 'longitude' in changes) {
    changes.latitude = next.latitude;
    changes.longitude = next.longitude;
  }
  return changes as UpdateItemInput;
}

/**
 * How much farther the next city's centre must be for the nearest to count as
 * the city a position is in. A small town can lie nearer than a big city's own
 * centre to that city's outer districts: northern Riyadh is nearer Diriyah's
 * centre, southern Khobar nearer Dhahran's, and the data has no city limits.
 * Checked against the districts of src/shared/places (docs/places-sources.md):
 * at 2.5, no district is given another city; where it is not clear, the owner
 * chooses (item-form-values.test.ts).
 */
const CLEARLY_NEAREST = 2.5;

/**
 * The city we know that a position is in or next to (within `withinKm`), if
 * any: the nearest, when it is clearly the nearest (CLEARLY_NEAREST).
 */
export function nearestCity(latitude: number, longitude: number, withinKm = 60): SaudiCity | undefined {
  const [first, second] = SAUDI_CITIES.map((city) => ({
    city,
    distance: kilometresBetween({ latitude, longitude }, city),
  }))
    .filter(({ distance }) => distance <= withinKm)
    .sort((a, b) => a.distance - b.distance);
  if (!first) return undefined;
  return !second || second.distance >= CLEARLY_NEAREST * first.distance ? first.city : undefined;
}

function validPrice(value: unknown): string {
  const text = String(value ?? '').trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) && Number(text) > 0 ? text : '0';
}

/** A discount being typed, as the preview card may show it: 0 until it is a valid one. */
function validPercent(value: unknown): number {
  const percent = Number(String(value ?? '').trim() || 0);
  return Number.isInteger(percent) && percent >= 0 && percent <= MAX_DISCOUNT_PERCENT ? percent : 0;
}

/** The item the preview card shows while the form is being filled in. */
export function previewItem(
  values: Partial<ItemFormValues>,
  owner: User | null | undefined,
  placeholders: { title: string; category: string; city: string },
): Item {
  const condition = ITEM_CONDITIONS.find((c) => c === values.condition) ?? 'good';
  return {
    id: 'preview',
    title: values.title?.trim() || placeholders.title,
    description: values.description ?? '',
    dailyRate: validPrice(values.dailyRate),
    deposit: null,
    categoryId: Number(values.categoryId) || 0,
    category: { name: placeholders.category },
    ownerId: owner?.id ?? '',
    owner: {
      id: owner?.id ?? '',
      firstName: owner?.firstName ?? '',
      lastName: owner?.lastName ?? '',
      accountType: owner?.accountType ?? 'individual',
      companyName: owner?.companyName ?? null,
      companyWebsite: owner?.companyWebsite ?? null,
      profilePicture: owner?.profilePicture ?? null,
      rating: owner?.rating ?? '0',
      totalReviews: owner?.totalReviews ?? 0,
      joinedAt: owner?.joinedAt ?? new Date(0).toISOString(),
      vatRegistered: owner ? vatRegistrationOf(owner) !== null : false,
      verified: owner?.verified ?? { identity: null, phone: null, business: null },
      responsiveness: owner?.responsiveness ?? null,
    },
    images: values.images ?? [],
    address: null,
    city: values.city || placeholders.city,
    state: null,
    zipCode: null,
    latitude: null,
    longitude: null,
    condition,
    minRentalDays: DEFAULT_MIN_RENTAL_DAYS,
    maxRentalDays: null,
    pickupOptions: values.pickupOptions ?? [],
    instantBooking: values.instantBooking ?? false,
    identityRequirement: values.identityRequirement ?? 'none',
    weeklyDiscountPercent: validPercent(values.weeklyDiscountPercent),
    monthlyDiscountPercent: validPercent(values.monthlyDiscountPercent),
    cancellationPolicy: values.cancellationPolicy ?? 'flexible',
    rating: '0',
    totalReviews: 0,
    distance: null,
    createdAt: new Date(0).toISOString(),
    isAvailable: true,
  };
}
