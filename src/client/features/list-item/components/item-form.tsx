import { zodResolver } from '@hookform/resolvers/zod';
import type { Item } from '@shared/api-types';
import { ITEM_CONDITIONS, PICKUP_OPTIONS, type PickupOption } from '@shared/constants';
import { type CreateItemInput, createItemSchema, type ItemFormValues } from '@shared/schemas/items';
import {
  Banknote,
  Camera,
  Check,
  ClipboardList,
  Gem,
  Handshake,
  type LucideIcon,
  MapPin,
  ThumbsUp,
  Truck,
  Wrench,
} from 'lucide-react';
import { type ComponentProps, type ReactNode, useCallback, useId, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldError,
  type FieldErrors,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useCurrentUser } from '../../auth/api/current-user';
import { useCategories } from '../../categories/api/get-categories';
import { useCreateItem, useUpdateItem } from '../../items/api/item-mutations';
import { ItemCard } from '../../items/components/item-card';
import {
  changedFields,
  EMPTY_ITEM_FORM,
  ITEM_FORM_FIELDS,
  itemToFormValues,
  missingRequiredFields,
  previewItem,
} from '../item-form-values';
import { LocationFields } from './location-section';
import { PhotoUploader } from './photo-uploader';

const CONDITION_ICONS: Record<(typeof ITEM_CONDITIONS)[number], LucideIcon> = {
  excellent: Gem,
  good: ThumbsUp,
  fair: Wrench,
};
const PICKUP_ICONS: Record<PickupOption, LucideIcon> = { pickup: Handshake, delivery: Truck };

/** One section of the form: a card with an icon, a heading and a line saying what it is for. */
function FormCard({
  icon: Icon,
  title,
  description,
  descriptionId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  descriptionId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
    >
      <header className="mb-6 flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primary-50 text-primary-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-ink sm:text-xl">
            {title}
          </h2>
          <p id={descriptionId} className="mt-0.5 text-sm text-muted">
            {description}
          </p>
        </div>
      </header>
      {children}
    </section>
  );
}

/** A number input with its unit at the inline end ("ر.س / يوم" on the left in Arabic). */
function UnitInput({ unit, className, ...props }: ComponentProps<typeof Input> & { unit: string }) {
  return (
    <div className="relative">
      <Input
        type="number"
        className={cn(
          'pe-24 tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          className,
        )}
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-3.5 flex items-center text-sm font-medium text-muted"
      >
        {unit}
      </span>
    </div>
  );
}

/** react-hook-form keeps a problem of one photo (images.0) under its index: the first one found. */
function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error as FieldError;
  if (Array.isArray(error)) return error.map(firstError).find(Boolean);
  if ('root' in error) return firstError(error.root);
  return undefined;
}

/** The server names a photo's problem `images.0`: the form shows it on the photos. */
function onFormFields(failure: unknown): unknown {
  if (!(failure instanceof ApiError) || !failure.body?.errors) return failure;
  return new ApiError(failure.status, failure.message, {
    ...failure.body,
    errors: failure.body.errors.map((error) => ({ ...error, path: error.path.split('.')[0] ?? error.path })),
  });
}

/** The live preview beside the form on wide screens: the card renters will see, and a few tips. */
function ListingPreview({ control }: { control: Control<ItemFormValues, unknown, CreateItemInput> }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const categories = useCategories();
  const values = useWatch({ control });
  const category = categories.data?.find((c) => String(c.id) === String(values.categoryId));
  const item = previewItem(values as Partial<ItemFormValues>, me.data, {
    title: t('listItem.preview.untitled'),
    category: category?.name ?? '',
    city: t('listItem.preview.city'),
  });
  const tips = [
    t('listItem.preview.tipPhotos'),
    t('listItem.preview.tipPrice'),
    t('listItem.preview.tipDescription'),
  ];
  return (
    <aside
      className="hidden lg:sticky lg:top-24 lg:flex lg:flex-col lg:gap-6"
      aria-labelledby="listing-preview-title"
    >
      <div className="rounded-3xl bg-surface p-6 shadow-card ring-1 ring-line">
        <h2 id="listing-preview-title" className="text-base font-bold text-ink">
          {t('listItem.preview.title')}
        </h2>
        <p className="mt-0.5 mb-5 text-sm text-muted">{t('listItem.preview.hint')}</p>
        {/* A picture of the card, not a link to follow: kept out of the tab order and the accessibility tree. */}
        <div inert>
          <ItemCard item={item} eager />
        </div>
      </div>
      <div className="rounded-3xl bg-primary-50/70 p-6 ring-1 ring-primary-100">
        <h2 className="text-sm font-bold text-primary-900">{t('listItem.preview.tipsTitle')}</h2>
        <ul className="mt-3 space-y-2.5">
          {tips.map((tip) => (
            <li key={tip} className="flex items-start gap-2.5 text-sm text-primary-900/85">
              <Check className="mt-1 size-4 shrink-0 text-primary-700" aria-hidden="true" />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

export type ItemFormProps = { mode: 'create'; item?: undefined } | { mode: 'edit'; item: Item };

/**
 * The listing form (SPEC section 2, /list-item), for a new item and for
 * editing one: basic info, photos, pricing and terms, location. Checked with
 * the shared createItemSchema; the first problem in page order takes the
 * focus, and missing required fields bring SPEC's toast.
 */
export function ItemForm({ mode, item }: ItemFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const categories = useCategories();
  const create = useCreateItem();
  const update = useUpdateItem(item?.id ?? '');
  const pending = create.isPending || update.isPending;
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const photosHintId = useId();

  const form = useForm<ItemFormValues, unknown, CreateItemInput>({
    resolver: zodResolver(createItemSchema),
    defaultValues: item ? itemToFormValues(item) : EMPTY_ITEM_FORM,
    // Selects, cards and photos mount in their own order; focus follows the page's order instead (below).
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { register } = form;

  const focusFirstProblem = (problems: FieldErrors<ItemFormValues>) => {
    const first = ITEM_FORM_FIELDS.find((name) => problems[name]);
    if (first) form.setFocus(first === 'longitude' ? 'latitude' : first);
  };

  const onInvalid = (problems: FieldErrors<ItemFormValues>) => {
    focusFirstProblem(problems);
    const missing = missingRequiredFields(form.getValues());
    toast({
      variant: 'destructive',
      title: missing.length > 0 ? t('listItem.toasts.missingFields') : t('listItem.toasts.checkFields'),
      description: missing.length > 0 ? t('listItem.toasts.missingFieldsBody') : undefined,
    });
  };

  const onServerError = (failure: unknown, title: string) => {
    const onFields = applyServerFieldErrors(onFormFields(failure), form.setError, ITEM_FORM_FIELDS);
    const generic = !(failure instanceof ApiError) || !failure.code || failure.status >= 500;
    toast({
      variant: 'destructive',
      title,
      description: onFields
        ? t('errors.validation_failed')
        : generic && !(failure instanceof TypeError)
          ? t('listItem.toasts.tryAgain')
          : errorMessage(failure),
    });
  };

  const submit = form.handleSubmit((values) => {
    if (uploading) {
      toast({
        title: t('listItem.photos.stillUploading'),
        description: t('listItem.photos.stillUploadingBody'),
      });
      return;
    }
    if (mode === 'create') {
      create.mutate(values, {
        onSuccess: (created) => {
          toast({
            variant: 'success',
            title: t('listItem.toasts.listed'),
            description: t('listItem.toasts.listedBody'),
          });
          navigate(paths.item(created.id));
        },
        onError: (failure) => onServerError(failure, t('listItem.toasts.listFailed')),
      });
      return;
    }
    const changes = changedFields(item, values);
    if (Object.keys(changes).length === 0) {
      toast({ title: t('listItem.toasts.noChanges') });
      navigate(paths.item(item.id));
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        toast({
          variant: 'success',
          title: t('listItem.toasts.updated'),
          description: t('listItem.toasts.updatedBody'),
        });
        navigate(paths.item(saved.id));
      },
      onError: (failure) => onServerError(failure, t('listItem.toasts.updateFailed')),
    });
  }, onInvalid);

  const categoryError = errorText(errors.categoryId);
  const photosError = errorText(firstError(errors.images));

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        onSubmit={submit}
        noValidate
        className="flex min-w-0 flex-col gap-6"
        aria-busy={pending || undefined}
      >
        <FormCard
          icon={ClipboardList}
          title={t('listItem.sections.basics.title')}
          description={t('listItem.sections.basics.description')}
        >
          <div className="flex flex-col gap-5">
            <Field
              label={t('listItem.fields.title')}
              hint={t('listItem.fields.titleHint')}
              error={errorText(errors.title)}
              required
            >
              <Input
                maxLength={120}
                placeholder={t('listItem.fields.titlePlaceholder')}
                {...register('title')}
              />
            </Field>
            <Field label={t('listItem.fields.description')} error={errorText(errors.description)} required>
              <Textarea
                rows={5}
                maxLength={5000}
                placeholder={t('listItem.fields.descriptionPlaceholder')}
                {...register('description')}
              />
            </Field>
            <Field
              label={t('listItem.fields.category')}
              error={
                categoryError ?? (categories.isError ? t('listItem.fields.categoriesFailed') : undefined)
              }
              required
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="categoryId"
                  render={({ field }) => (
                    <Select
                      value={field.value === undefined || field.value === null ? '' : String(field.value)}
                      onValueChange={field.onChange}
                      disabled={categories.isPending}
                    >
                      <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue
                          placeholder={
                            categories.isPending
                              ? t('listItem.fields.categoriesLoading')
                              : t('listItem.fields.categoryPlaceholder')
                          }
                        />
                      </SelectTrigger>
                      <SelectContent>
                        {categories.data?.map((category) => (
                          <SelectItem key={category.id} value={String(category.id)}>
                            {t(`categories.${category.name.toLowerCase()}`, { defaultValue: category.name })}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </Field>
            <Controller
              control={form.control}
              name="condition"
              render={({ field }) => (
                <fieldset className="flex flex-col gap-1.5">
                  <legend className="mb-1.5 text-sm font-medium text-ink">
                    {t('listItem.fields.condition')}
                    <span aria-hidden="true" className="ms-0.5 text-danger-600">
                      *
                    </span>
                  </legend>
                  <RadioCards
                    value={field.value ?? ''}
                    onValueChange={field.onChange}
                    aria-label={t('listItem.fields.condition')}
                    aria-required
                    aria-invalid={errors.condition ? true : undefined}
                    aria-describedby={errors.condition ? 'condition-error' : undefined}
                    className="sm:grid-cols-3"
                  >
                    {ITEM_CONDITIONS.map((condition, index) => {
                      const Icon = CONDITION_ICONS[condition];
                      return (
                        <RadioCard
                          key={condition}
                          // The first card takes the focus when no condition was chosen.
                          ref={index === 0 ? field.ref : undefined}
                          value={condition}
                          icon={<Icon className="size-5" aria-hidden="true" />}
                          title={t(`listItem.conditions.${condition}.title`)}
                          description={t(`listItem.conditions.${condition}.hint`)}
                          className={cn(errors.condition && 'border-danger-600/60')}
                        />
                      );
                    })}
                  </RadioCards>
                  {errors.condition && (
                    <p id="condition-error" className="text-sm font-medium text-danger-700">
                      {errorText(errors.condition)}
                    </p>
                  )}
                </fieldset>
              )}
            />
          </div>
        </FormCard>

        <FormCard
          icon={Camera}
          title={t('listItem.sections.photos.title')}
          description={t('listItem.sections.photos.description')}
          descriptionId={photosHintId}
        >
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <PhotoUploader
                value={field.value ?? []}
                onChange={(urls) => {
                  field.onChange(urls);
                  if (errors.images) form.clearErrors('images');
                }}
                onBusyChange={onBusyChange}
                error={photosError}
                focusRef={field.ref}
                describedBy={photosHintId}
              />
            )}
          />
        </FormCard>

        <FormCard
          icon={Banknote}
          title={t('listItem.sections.pricing.title')}
          description={t('listItem.sections.pricing.description')}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t('listItem.fields.dailyRate')}
              hint={t('listItem.fields.dailyRateHint')}
              error={errorText(errors.dailyRate)}
              required
            >
              {(control) => (
                <UnitInput
                  {...control}
                  unit={t('listItem.fields.perDayUnit')}
                  step="0.01"
                  min="0"
                  inputMode="decimal"
                  placeholder="0.00"
                  {...register('dailyRate')}
                />
              )}
            </Field>
            <Field
              label={t('listItem.fields.deposit')}
              hint={t('listItem.fields.depositHint')}
              error={errorText(errors.deposit)}
              optional
            >
              {(control) => (
                <UnitInput
                  {...control}
                  unit={t('listItem.fields.currencyUnit')}
                  step="0.01"
                  min="0"
                  inputMode="decimal"
                  {...register('deposit')}
                />
              )}
            </Field>
            <Field label={t('listItem.fields.minRentalDays')} error={errorText(errors.minRentalDays)}>
              <Input
                type="number"
                step="1"
                min="1"
                inputMode="numeric"
                className="tabular-nums"
                {...register('minRentalDays')}
              />
            </Field>
            <Field
              label={t('listItem.fields.maxRentalDays')}
              hint={t('listItem.fields.maxRentalDaysHint')}
              error={errorText(errors.maxRentalDays)}
              optional
            >
              <Input
                type="number"
                step="1"
                min="1"
                inputMode="numeric"
                className="tabular-nums"
                {...register('maxRentalDays')}
              />
            </Field>
            <fieldset
              className="flex flex-col gap-1.5 sm:col-span-2"
              aria-describedby={errors.pickupOptions ? 'pickup-error' : 'pickup-hint'}
            >
              <legend className="mb-1.5 text-sm font-medium text-ink">
                {t('listItem.fields.pickupOptions')}
                <span aria-hidden="true" className="ms-0.5 text-danger-600">
                  *
                </span>
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {PICKUP_OPTIONS.map((option) => {
                  const Icon = PICKUP_ICONS[option];
                  return (
                    <label
                      key={option}
                      className={cn(
                        'group flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-4 transition-colors',
                        'hover:border-primary-200 hover:bg-primary-50/50',
                        'has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:checked]:ring-1 has-[:checked]:ring-primary-700',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                        errors.pickupOptions && 'border-danger-600/60',
                      )}
                    >
                      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-canvas text-primary-700 group-has-[:checked]:bg-primary-700 group-has-[:checked]:text-white">
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="font-semibold text-ink">{t(`listItem.pickup.${option}.title`)}</span>
                        <span className="text-sm text-muted">{t(`listItem.pickup.${option}.hint`)}</span>
                      </span>
                      <input
                        type="checkbox"
                        value={option}
                        aria-invalid={errors.pickupOptions ? true : undefined}
                        className="mt-1 size-5 shrink-0 cursor-pointer accent-primary-700 focus-visible:outline-none"
                        {...register('pickupOptions')}
                      />
                    </label>
                  );
                })}
              </div>
              {errors.pickupOptions ? (
                <p id="pickup-error" className="text-sm font-medium text-danger-700">
                  {errorText(firstError(errors.pickupOptions))}
                </p>
              ) : (
                <p id="pickup-hint" className="text-sm text-muted">
                  {t('listItem.fields.pickupOptionsHint')}
                </p>
              )}
            </fieldset>
          </div>
        </FormCard>

        <FormCard
          icon={MapPin}
          title={t('listItem.sections.location.title')}
          description={t('listItem.sections.location.description')}
        >
          <LocationFields form={form} />
        </FormCard>

        <div className="flex flex-col-reverse gap-3 rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="text-sm text-muted">{t('listItem.requiredNote')}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button asChild variant="outline" size="lg">
              <Link to={mode === 'edit' ? paths.item(item.id) : paths.profile()}>
                {t('listItem.actions.cancel')}
              </Link>
            </Button>
            <Button type="submit" size="lg" loading={pending}>
              {mode === 'edit'
                ? pending
                  ? t('listItem.actions.saving')
                  : t('listItem.actions.save')
                : pending
                  ? t('listItem.actions.publishing')
                  : t('listItem.actions.publish')}
            </Button>
          </div>
        </div>
      </form>

      <ListingPreview control={form.control} />
    </div>
  );
}
