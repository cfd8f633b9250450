import { MAX_ITEM_IMAGES } from '@shared/constants';
import { isAllowedImageUrl } from '@shared/images';
import { imageUrlSchema } from '@shared/schemas/items';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { useSiteConfig } from '../../site';

/**
 * The prompt for a photo's address (docs/product.md, "Pages"), as a small inline field: offered only when the server names
 * image hosts, and only their addresses are taken (docs/decisions/0034).
 */
export function PhotoByAddress({
  photos,
  room,
  onAdd,
}: {
  photos: string[];
  room: number;
  onAdd: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const imageHosts = useSiteConfig().data?.imageHosts ?? [];

  const add = () => {
    if (text.trim() === '') {
      setProblem(t('validation.required'));
      return;
    }
    const parsed = imageUrlSchema.safeParse(text);
    if (!parsed.success || !isAllowedImageUrl(parsed.data, imageHosts)) {
      const key = parsed.error?.issues[0]?.message ?? 'image_url_invalid';
      setProblem(t(`validation.${key}`, { defaultValue: t('validation.image_url_invalid') }));
      return;
    }
    if (photos.includes(parsed.data)) {
      setProblem(t('listItem.photos.duplicate'));
      return;
    }
    if (room <= 0) {
      setProblem(t('listItem.photos.full', { max: MAX_ITEM_IMAGES }));
      return;
    }
    onAdd(parsed.data);
    setText('');
    setProblem(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Inside the listing form: Enter adds the photo rather than sending the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  if (imageHosts.length === 0) return null;
  return (
    <Field
      label={t('listItem.photos.byAddress')}
      hint={t('listItem.photos.byAddressHint', { hosts: imageHosts.join(', ') })}
      error={problem}
    >
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            type="url"
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(undefined);
            }}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1"
          />
          <Button variant="outline" onClick={add} className="shrink-0">
            {t('listItem.photos.addByAddress')}
          </Button>
        </div>
      )}
    </Field>
  );
}
