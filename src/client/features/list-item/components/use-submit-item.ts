import type { Item } from '@shared/api-types';
import type { CreateItemInput, ItemFormValues } from '@shared/schemas/items';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useErrorMessage } from '../../../components/page-states';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/forms';
import { useCreateItem, useUpdateItem } from '../../items';
import type { ItemFormProps } from '../item-form-values';
import {
  changedFields,
  ITEM_FORM_FIELDS,
  type ItemFormMethods,
  missingRequiredFields,
} from '../item-form-values';
import { onFormFields } from './form-problems';

/**
 * Sending the form: a new item is created, an edited one sends only what
 * changed, each then shown on its page. Not while photos are still being
 * sent. Answers the form's submit handler, whether a request is on its way,
 * and whether the server refused to list because the account's e-mail is not
 * confirmed (the form then says so over its buttons, keeping what was typed).
 */
export function useSubmitItem(form: ItemFormMethods, { mode, item }: ItemFormProps, uploading: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateItem();
  const update = useUpdateItem(item?.id ?? '');
  const { onInvalid, onServerError } = useFormProblems(form);
  const [emailRefused, setEmailRefused] = useState(false);

  /**
   * The mutation's callbacks. Saved: a toast (`done`, title and body keys),
   * then the item's page. Refused: the problems, under the `failed` title.
   */
  const afterSaving = (done: { title: string; body: string }, failed: string) => ({
    onSuccess: (saved: Item) => {
      toast({ variant: 'success', title: t(done.title), description: t(done.body) });
      navigate(paths.item(saved.id));
    },
    onError: (failure: unknown) => {
      if (failure instanceof ApiError && failure.code === 'email_unconfirmed') setEmailRefused(true);
      onServerError(failure, t(failed));
    },
  });

  const createItem = (values: CreateItemInput) => {
    create.mutate(
      values,
      afterSaving(
        { title: 'listItem.toasts.listed', body: 'listItem.toasts.listedBody' },
        'listItem.toasts.listFailed',
      ),
    );
  };

  const saveChanges = (edited: Item, values: CreateItemInput) => {
    const changes = changedFields(edited, values);
    if (Object.keys(changes).length === 0) {
      toast({ title: t('listItem.toasts.noChanges') });
      navigate(paths.item(edited.id));
      return;
    }
    update.mutate(
      changes,
      afterSaving(
        { title: 'listItem.toasts.updated', body: 'listItem.toasts.updatedBody' },
        'listItem.toasts.updateFailed',
      ),
    );
  };

  const submit = form.handleSubmit((values) => {
    setEmailRefused(false);
    if (uploading) {
      toast({
        title: t('listItem.photos.stillUploading'),
        description: t('listItem.photos.stillUploadingBody'),
      });
      return;
    }
    if (mode === 'create') createItem(values);
    else saveChanges(item, values);
  }, onInvalid);

  return { submit, pending: create.isPending || update.isPending, emailRefused };
}

/**
 * What the form says when it cannot be sent. Found invalid here: the first
 * problem in page order takes the focus, and missing required fields bring
 * the missing-fields toast (docs/product.md, "Validation"). Refused by the server: its field errors go on their fields,
 * and a toast says what went wrong.
 */
function useFormProblems(form: ItemFormMethods) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();

  const onInvalid = (problems: FieldErrors<ItemFormValues>) => {
    const first = ITEM_FORM_FIELDS.find((name) => problems[name]);
    if (first) form.setFocus(first === 'longitude' ? 'latitude' : first);
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

  return { onInvalid, onServerError };
}
