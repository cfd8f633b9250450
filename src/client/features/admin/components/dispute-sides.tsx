/**
 * The two sides of a dispute, each in its own words and photos (docs/decisions/0058-claims-and-
 * disputes.md): the owner's claim and the renter's answer, side by side on wide screens so they are
 * read against each other, one above the other on phones.
 */
import type { Claim } from '@shared/api-types';
import { thumbnailOf } from '@shared/images';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemImage } from '../../../components/item-image';

export function DisputeSides({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[repeat(2,minmax(0,1fr))]">
      <Statement
        title={t('admin.disputes.ownerSide')}
        text={claim.description}
        photos={claim.photos}
        photosLabel={t('admin.disputes.ownerPhotos')}
      />
      <Statement
        title={t('admin.disputes.renterSide')}
        text={claim.answerText}
        photos={claim.answerPhotos}
        photosLabel={t('admin.disputes.renterPhotos')}
      />
    </div>
  );
}

function Statement({
  title,
  text,
  photos,
  photosLabel,
}: {
  title: string;
  text: string | null;
  photos: string[];
  photosLabel: string;
}) {
  return (
    <StatementBox title={title}>
      <StatementBody text={text} photos={photos} photosLabel={photosLabel} />
    </StatementBox>
  );
}

/** One side's panel, titled at `level` (under the card's own heading). */
export function StatementBox({
  title,
  level = 3,
  children,
}: {
  title: string;
  level?: 3 | 4;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-canvas p-4 ring-1 ring-line"
    >
      <Heading id={headingId} className="font-semibold text-ink">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A side's words and photos, each said to be missing when there are none. */
export function StatementBody({
  text,
  photos,
  photosLabel,
}: {
  text: string | null;
  photos: string[];
  photosLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {/* The parties' own words, in whichever language they wrote: their line breaks kept. */}
      <p className="whitespace-pre-line break-words text-sm text-ink" dir="auto">
        {text?.trim() ? text : <span className="text-muted">{t('admin.disputes.nothingWritten')}</span>}
      </p>
      {photos.length > 0 ? (
        <Thumbnails photos={photos} label={photosLabel} />
      ) : (
        <p className="text-sm text-muted">{t('admin.disputes.noPhotos')}</p>
      )}
    </>
  );
}

/** Small photos, each opening the large one in a new tab (the evidence is read at full size). */
export function Thumbnails({ photos, label }: { photos: string[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo}>
          <a
            href={photo}
            target="_blank"
            rel="noopener noreferrer"
            className="group relative block size-20 overflow-hidden rounded-lg ring-1 ring-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:size-24"
          >
            <ItemImage
              src={thumbnailOf(photo)}
              alt={t('admin.disputes.openPhoto', { position: index + 1 })}
              loading="lazy"
              className="size-full object-cover transition-opacity group-hover:opacity-90"
            />
            <ExternalLink
              className="absolute end-1 top-1 size-4 rounded bg-surface/90 p-0.5 text-ink"
              aria-hidden="true"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
