-- No two confirmed or active bookings of one item may share a day, even when
-- two requests race: the database refuses the second (SQLSTATE 23P01), and the
-- API turns that into 409. Both dates are inclusive: the return day is still
-- the renter's, so the next pickup can be the day after (docs/decisions/0004).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("item_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" IN ('confirmed', 'active'));--> statement-breakpoint

-- Reference data: the categories exist in every database, demo or not.
-- Ids are fixed so links such as /browse?category=3 stay stable.
INSERT INTO "categories" ("id", "slug", "name", "name_ar", "icon", "color", "sort_order") VALUES
  (1,  'camping',     'Camping',     'التخييم والرحلات',     'tent',          'primary',   1),
  (2,  'tools',       'Tools',       'العدد والأدوات',       'hammer',        'secondary', 2),
  (3,  'electronics', 'Electronics', 'الإلكترونيات',         'laptop',        'accent',    3),
  (4,  'cameras',     'Cameras',     'الكاميرات والتصوير',   'camera',        'primary',   4),
  (5,  'events',      'Events',      'الحفلات والمناسبات',   'party-popper',  'accent',    5),
  (6,  'sports',      'Sports',      'الرياضة',              'dumbbell',      'secondary', 6),
  (7,  'vehicles',    'Vehicles',    'المركبات والدراجات',   'bike',          'primary',   7),
  (8,  'home',        'Home',        'المنزل والأجهزة',      'sofa',          'other',     8),
  (9,  'kids',        'Kids',        'الأطفال والرضّع',      'baby',          'accent',    9),
  (10, 'fashion',     'Fashion',     'الأزياء والمناسبات',   'shirt',         'other',     10),
  (11, 'music',       'Music',       'الآلات الموسيقية',     'music',         'secondary', 11),
  (12, 'gaming',      'Gaming',      'الألعاب',              'gamepad-2',     'other',     12)
ON CONFLICT ("id") DO NOTHING;
