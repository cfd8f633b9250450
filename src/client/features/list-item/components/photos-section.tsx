import { Camera } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { useFieldErrorText } from '../../../lib/forms';
import type { ItemFormMethods } from '../item-form-values';
import { firstError } from './form-problems';
import { PhotoUploader } from './photo-uploader';

/** The photos, the cover first. `onBusyChange` says while some are still being sent. */
export function PhotosSection({
  form,
  onBusyChange,
}: {
  form: ItemFormMethods;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const hintId = useId();
  const { errors } = form.formState;
  return (
    <FormCard
      icon={Camera}
      title={t('listItem.sections.photos.title')}
      description={t('listItem.sections.photos.description')}
      descriptionId={hintId}
    >
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => (
          <PhotoUploader
            value={field.value ?? []}
            onChange={(urls) => {
              field.onChange(urls);
              // A photo added or moved answers the problem the photos had.
              if (errors.images) form.clearErrors('images');
            }}
            onBusyChange={onBusyChange}
            error={errorText(firstError(errors.images))}
            focusRef={field.ref}
            describedBy={hintId}
          />
        )}
      />
    </FormCard>
  );
}
