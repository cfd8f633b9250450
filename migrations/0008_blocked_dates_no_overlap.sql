-- Two blocks of one item's calendar never share a day (both ends inclusive,
-- as bookings, docs/decisions/0004). Blocks and confirmed bookings are kept
-- apart by the code, which locks the item's row while it checks (bookings.service.ts).
ALTER TABLE "item_blocked_dates" ADD CONSTRAINT "item_blocked_dates_no_overlap"
  EXCLUDE USING gist ("item_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
