import { thumbnailOf } from '@shared/images';
import { useTranslation } from 'react-i18next';
import { ItemImage } from '../../../components/item-image';

/** A claim's, an answer's, a condition record's or a no-show account's photos as thumbnails, each a link to the large photo. */
export function PhotoStrip({
  photos,
  of,
}: {
  photos: readonly string[];
  of: 'claim' | 'answer' | 'record' | 'statement';
}) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {photos.map((url, index) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="block size-16 overflow-hidden rounded-lg bg-canvas ring-1 ring-line transition-shadow hover:ring-primary-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            <ItemImage
              src={thumbnailOf(url)}
              alt={t(`rental.photos.${of}Alt`, { position: index + 1, total: photos.length })}
              loading="lazy"
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
