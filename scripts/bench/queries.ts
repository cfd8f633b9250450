/**
 * What people ask GET /api/items, grouped by kind: the home page and /browse
 * (newest), its filters and sorts, distance from a position in Riyadh, and
 * searches in Arabic (several spellings of one word), English, misspelt,
 * several words, and with a filter. Page sizes are the client's: 4 on the
 * home page, 24 on /browse.
 */
export interface QueryKind {
  kind: string;
  /** Query strings, without the leading '?'. */
  queries: string[];
}

const RIYADH = 'lat=24.7136&lng=46.6753';
/** Al Malqa, north Riyadh. */
const MALQA = 'lat=24.8106&lng=46.6126';

const isoDay = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

const search = (term: string, rest = '') =>
  `searchTerm=${encodeURIComponent(term)}&limit=24${rest ? `&${rest}` : ''}`;

export function queryMix(today = new Date()): QueryKind[] {
  const weekend = `startDate=${isoDay(today, 8)}&endDate=${isoDay(today, 10)}`;
  const week = `startDate=${isoDay(today, 30)}&endDate=${isoDay(today, 37)}`;
  return [
    { kind: 'newest (home, /browse)', queries: ['limit=4', 'limit=24', 'limit=24&offset=24'] },
    {
      kind: 'category + city',
      queries: [
        'categoryId=1&city=Riyadh&limit=24',
        `categoryId=4&city=${encodeURIComponent('جدة')}&limit=24`,
        'categoryId=5&city=Dammam&limit=24',
        'categoryId=3&limit=24',
        'city=Riyadh&limit=24',
      ],
    },
    {
      kind: 'price range',
      queries: ['minPrice=50&maxPrice=150&limit=24', 'maxPrice=30&limit=24', 'minPrice=500&limit=24'],
    },
    {
      kind: 'dates free',
      queries: [`${weekend}&limit=24`, `${week}&limit=24`, `${weekend}&categoryId=1&city=Riyadh&limit=24`],
    },
    { kind: 'sort price', queries: ['sort=price-low&limit=24', 'sort=price-high&limit=24'] },
    { kind: 'sort rating', queries: ['sort=rating&limit=24'] },
    {
      kind: 'distance (Riyadh)',
      queries: [
        `sort=distance&${RIYADH}&limit=24`,
        `sort=distance&${MALQA}&limit=24`,
        `sort=distance&${RIYADH}&categoryId=1&limit=24`,
      ],
    },
    {
      kind: 'search Arabic',
      queries: ['خيمة', 'خيمه', 'الخيمة', 'مكيف', 'كرسي', 'اضاءة'].map((term) => search(term)),
    },
    { kind: 'search English', queries: ['tent', 'camera', 'projector', 'drill'].map((term) => search(term)) },
    { kind: 'search misspelt', queries: ['camra', 'projecter', 'tnet'].map((term) => search(term)) },
    { kind: 'search 2 words', queries: ['خيمة كبيرة', 'camping chair'].map((term) => search(term)) },
    {
      kind: 'search + filter',
      queries: [
        search('خيمة', 'city=Riyadh'),
        search('camera', 'categoryId=4'),
        search('tent', 'sort=price-low'),
        search('مكيف', RIYADH),
      ],
    },
  ];
}

/** The representative queries whose plans the report shows. */
export const EXPLAINED: { name: string; query: string }[] = [
  { name: 'newest', query: 'limit=24' },
  { name: 'category + city', query: 'categoryId=1&city=Riyadh&limit=24' },
  { name: 'dates free', query: 'DATES&limit=24' },
  { name: 'Arabic term', query: search('خيمة') },
  { name: 'misspelling', query: search('camra') },
  { name: 'distance', query: `sort=distance&${RIYADH}&limit=24` },
  { name: 'two words', query: search('خيمة كبيرة') },
  { name: 'term, by price', query: search('tent', 'sort=price-low') },
];

export function explainedQueries(today = new Date()): { name: string; query: string }[] {
  const weekend = `startDate=${isoDay(today, 8)}&endDate=${isoDay(today, 10)}`;
  return EXPLAINED.map((e) => ({ ...e, query: e.query.replace('DATES', weekend) }));
}
