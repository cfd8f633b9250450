/**
 * Hiding and restoring a listing (docs/decisions/0064-reports-and-moderation.md). A hidden listing
 * is unavailable too (the CHECK items_hidden_not_available), so every list that shows what is
 * listed (available, not removed, owner not blocked) leaves it out, and its page is not found for
 * anyone but its owner and administrators (items.queries.ts, mayViewItem).
 */
import type { HiddenReason } from '@shared/moderation';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';

/**
 * Hides a listing not removed; answers its owner and title when it was not hidden before (or was
 * held and is now hidden by an administrator), nothing when there was nothing to change.
 */
export async function holdListing(
  tx: Db,
  itemId: string,
  reason: HiddenReason,
): Promise<{ ownerId: string; title: string } | undefined> {
  const notHidden =
    reason === 'moderator'
      ? sql`(${items.hiddenReason} IS NULL OR ${items.hiddenReason} <> 'moderator')`
      : isNull(items.hiddenAt);
  const [held] = await tx
    .update(items)
    .set({
      hiddenAt: sql`coalesce(${items.hiddenAt}, now())`,
      hiddenReason: reason,
      isAvailable: false,
      updatedAt: sql`now()`,
    })
    .where(and(eq(items.id, itemId), isNull(items.deletedAt), notHidden))
    .returning({ ownerId: items.ownerId, title: items.title });
  return held;
}

/** Lists a hidden listing again; answers its owner and title when it was hidden. */
export async function releaseListing(
  tx: Db,
  itemId: string,
): Promise<{ ownerId: string; title: string } | undefined> {
  const [released] = await tx
    .update(items)
    .set({ hiddenAt: null, hiddenReason: null, isAvailable: true, updatedAt: sql`now()` })
    .where(and(eq(items.id, itemId), sql`${items.hiddenAt} IS NOT NULL`))
    .returning({ ownerId: items.ownerId, title: items.title });
  return released;
}
