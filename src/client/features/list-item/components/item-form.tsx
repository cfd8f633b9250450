import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateItemInput, createItemSchema, type ItemFormValues } from '@shared/schemas/items';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMPTY_ITEM_FORM, type ItemFormProps, itemToFormValues } from '../item-form-values';
import { BasicInfoSection } from './basic-info-section';
import { EmailGateNotice } from './email-gate';
import { ItemFormActions } from './item-form-actions';
import { ListingPreview } from './listing-preview';
import { LocationSection } from './location-section';
import { PhotosSection } from './photos-section';
import { PricingSection } from './pricing-section';
import { TermsSection } from './terms-section';
import { useSubmitItem } from './use-submit-item';

/**
 * The listing form (docs/product.md, "Pages", /list-item), for a new item and for
 * editing one: basic info, photos, pricing and terms, discounts and
 * cancellation, location. Checked with
 * the shared createItemSchema; the first problem in page order takes the
 * focus, and missing required fields bring the missing-fields toast.
 */
export function ItemForm(props: ItemFormProps) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<ItemFormValues, unknown, CreateItemInput>({
    resolver: zodResolver(createItemSchema),
    defaultValues: props.item ? itemToFormValues(props.item) : EMPTY_ITEM_FORM,
    // Selects, cards and photos mount in their own order; focus follows the page's order instead (useSubmitItem).
    shouldFocusError: false,
  });
  const { submit, pending, emailRefused } = useSubmitItem(form, props, uploading);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        onSubmit={submit}
        noValidate
        className="flex min-w-0 flex-col gap-6"
        aria-busy={pending || undefined}
      >
        <BasicInfoSection form={form} />
        <PhotosSection form={form} onBusyChange={setUploading} />
        <PricingSection form={form} />
        <TermsSection form={form} />
        <LocationSection form={form} />
        {emailRefused && <EmailGateNotice />}
        <ItemFormActions {...props} pending={pending} />
      </form>

      <ListingPreview control={form.control} />
    </div>
  );
}
