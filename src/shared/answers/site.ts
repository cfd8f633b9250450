/** Answers about the site itself: its settings and its figures. */
import { z } from 'zod';
import type { Wire } from './wire';

/** GET /api/config: what the client needs to know of the server's settings. */
export const siteConfig = z.object({
  /** Tiles for the browse map, or null to draw the map without them (the Kingdom's outline only). */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
  /** Hosts whose pictures a listing or profile may use besides uploads (base addresses); none: uploads only. */
  imageHosts: z.array(z.string()),
});
export type SiteConfig = Wire<typeof siteConfig>;

/** GET /api/site/stats: the marketplace's own figures for the home page's trust section. */
export const siteStats = z.object({
  /** Rentals brought to completion. */
  completedRentals: z.number(),
  /** Published reviews, both ways. */
  reviewCount: z.number(),
  /** Their average, one decimal; null before the first. */
  averageRating: z.number().nullable(),
});
export type SiteStats = Wire<typeof siteStats>;
