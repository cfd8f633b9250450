/**
 * The Saudi cities listings can name: English `name` (what listings store), Arabic `nameAr`, region
 * and centre. Data only, for the client (every city picker, a city's name on cards and pages) and the
 * server (an item without a position is placed at its city's centre). See docs/places-sources.md for
 * what it holds, where the numbers come from and how to add a city.
 *
 * Within a region, the most populous city comes first: the pickers show the cities in this order
 * (src/shared/cities.ts, citiesByRegion). The other spellings and the population, which only search
 * uses, are in city-search-data.ts, so that the client does not download them.
 */

export interface PlaceCity {
  /** English name as stored on listings: the usual English spelling. */
  name: string;
  nameAr: string;
  /** One of SAUDI_REGIONS' `name` (src/shared/cities.ts). */
  region: string;
  latitude: number; // city centre, 4 decimals
  longitude: number;
}

export const PLACE_CITIES: readonly PlaceCity[] = [
  // Riyadh Region
  { name: 'Riyadh', nameAr: 'الرياض', region: 'Riyadh Region', latitude: 24.7136, longitude: 46.6753 },
  { name: 'Al Kharj', nameAr: 'الخرج', region: 'Riyadh Region', latitude: 24.1556, longitude: 47.312 },
  {
    name: 'Wadi ad-Dawasir',
    nameAr: 'وادي الدواسر',
    region: 'Riyadh Region',
    latitude: 20.469,
    longitude: 44.783,
  },
  { name: 'Az Zulfi', nameAr: 'الزلفي', region: 'Riyadh Region', latitude: 26.299, longitude: 44.81 },
  { name: 'Ad Dawadimi', nameAr: 'الدوادمي', region: 'Riyadh Region', latitude: 24.505, longitude: 44.39 },
  { name: 'Al Aflaj', nameAr: 'الأفلاج', region: 'Riyadh Region', latitude: 22.285, longitude: 46.73 },
  { name: 'Diriyah', nameAr: 'الدرعية', region: 'Riyadh Region', latitude: 24.737, longitude: 46.575 },
  { name: 'Al Majmaah', nameAr: 'المجمعة', region: 'Riyadh Region', latitude: 25.904, longitude: 45.345 },
  {
    name: 'Al Muzahimiyah',
    nameAr: 'المزاحمية',
    region: 'Riyadh Region',
    latitude: 24.468,
    longitude: 46.27,
  },
  { name: 'Afif', nameAr: 'عفيف', region: 'Riyadh Region', latitude: 23.908, longitude: 42.92 },
  {
    name: 'Hotat Bani Tamim',
    nameAr: 'حوطة بني تميم',
    region: 'Riyadh Region',
    latitude: 23.498,
    longitude: 46.86,
  },
  { name: 'Al Quwayiyah', nameAr: 'القويعية', region: 'Riyadh Region', latitude: 24.053, longitude: 45.27 },
  { name: 'Shaqra', nameAr: 'شقراء', region: 'Riyadh Region', latitude: 25.2483, longitude: 45.253 },
  { name: 'As Sulayyil', nameAr: 'السليل', region: 'Riyadh Region', latitude: 20.472, longitude: 45.576 },
  { name: 'Ad Dilam', nameAr: 'الدلم', region: 'Riyadh Region', latitude: 23.993, longitude: 47.2 },
  { name: 'Huraymila', nameAr: 'حريملاء', region: 'Riyadh Region', latitude: 25.13, longitude: 46.128 },
  // Makkah Region
  { name: 'Jeddah', nameAr: 'جدة', region: 'Makkah Region', latitude: 21.4858, longitude: 39.1925 },
  { name: 'Makkah', nameAr: 'مكة المكرمة', region: 'Makkah Region', latitude: 21.3891, longitude: 39.8579 },
  { name: 'Taif', nameAr: 'الطائف', region: 'Makkah Region', latitude: 21.2703, longitude: 40.4158 },
  { name: 'Al Qunfudhah', nameAr: 'القنفذة', region: 'Makkah Region', latitude: 19.127, longitude: 41.085 },
  { name: 'Rabigh', nameAr: 'رابغ', region: 'Makkah Region', latitude: 22.796, longitude: 39.035 },
  { name: 'Al Jumum', nameAr: 'الجموم', region: 'Makkah Region', latitude: 21.616, longitude: 39.698 },
  { name: 'Turabah', nameAr: 'تربة', region: 'Makkah Region', latitude: 21.21, longitude: 41.634 },
  { name: 'Al Lith', nameAr: 'الليث', region: 'Makkah Region', latitude: 20.152, longitude: 40.271 },
  { name: 'Ranyah', nameAr: 'رنية', region: 'Makkah Region', latitude: 21.254, longitude: 42.845 },
  { name: 'Al Khurmah', nameAr: 'الخرمة', region: 'Makkah Region', latitude: 21.915, longitude: 42.04 },
  { name: 'Khulais', nameAr: 'خليص', region: 'Makkah Region', latitude: 22.15, longitude: 39.33 },
  {
    name: 'King Abdullah Economic City',
    nameAr: 'مدينة الملك عبدالله الاقتصادية',
    region: 'Makkah Region',
    latitude: 22.455,
    longitude: 39.13,
  },
  // Madinah Region
  {
    name: 'Madinah',
    nameAr: 'المدينة المنورة',
    region: 'Madinah Region',
    latitude: 24.5247,
    longitude: 39.5692,
  },
  { name: 'Yanbu', nameAr: 'ينبع', region: 'Madinah Region', latitude: 24.089, longitude: 38.064 },
  { name: 'AlUla', nameAr: 'العُلا', region: 'Madinah Region', latitude: 26.6085, longitude: 37.9232 },
  { name: 'Khaybar', nameAr: 'خيبر', region: 'Madinah Region', latitude: 25.7, longitude: 39.29 },
  { name: 'Badr', nameAr: 'بدر', region: 'Madinah Region', latitude: 23.781, longitude: 38.792 },
  { name: 'Al Hanakiyah', nameAr: 'الحناكية', region: 'Madinah Region', latitude: 24.87, longitude: 40.495 },
  {
    name: 'Mahd adh Dhahab',
    nameAr: 'مهد الذهب',
    region: 'Madinah Region',
    latitude: 23.504,
    longitude: 40.88,
  },
  // Eastern Province
  { name: 'Dammam', nameAr: 'الدمام', region: 'Eastern Province', latitude: 26.4207, longitude: 50.0888 },
  { name: 'Al Ahsa', nameAr: 'الأحساء', region: 'Eastern Province', latitude: 25.3833, longitude: 49.5833 },
  { name: 'Khobar', nameAr: 'الخبر', region: 'Eastern Province', latitude: 26.2172, longitude: 50.1971 },
  { name: 'Al Hofuf', nameAr: 'الهفوف', region: 'Eastern Province', latitude: 25.378, longitude: 49.586 },
  { name: 'Jubail', nameAr: 'الجبيل', region: 'Eastern Province', latitude: 27.0046, longitude: 49.646 },
  {
    name: 'Hafr Al Batin',
    nameAr: 'حفر الباطن',
    region: 'Eastern Province',
    latitude: 28.434,
    longitude: 45.975,
  },
  {
    name: 'Al Mubarraz',
    nameAr: 'المبرز',
    region: 'Eastern Province',
    latitude: 25.4077,
    longitude: 49.5909,
  },
  { name: 'Qatif', nameAr: 'القطيف', region: 'Eastern Province', latitude: 26.556, longitude: 50.008 },
  { name: 'Dhahran', nameAr: 'الظهران', region: 'Eastern Province', latitude: 26.2886, longitude: 50.114 },
  { name: 'Al Khafji', nameAr: 'الخفجي', region: 'Eastern Province', latitude: 28.439, longitude: 48.491 },
  { name: 'Tarut', nameAr: 'تاروت', region: 'Eastern Province', latitude: 26.571, longitude: 50.065 },
  { name: 'Saihat', nameAr: 'سيهات', region: 'Eastern Province', latitude: 26.4834, longitude: 50.044 },
  {
    name: 'Ras Tanura',
    nameAr: 'رأس تنورة',
    region: 'Eastern Province',
    latitude: 26.707,
    longitude: 50.072,
  },
  { name: 'Safwa', nameAr: 'صفوى', region: 'Eastern Province', latitude: 26.653, longitude: 49.956 },
  { name: 'Abqaiq', nameAr: 'بقيق', region: 'Eastern Province', latitude: 25.94, longitude: 49.675 },
  { name: 'Al Nairyah', nameAr: 'النعيرية', region: 'Eastern Province', latitude: 27.473, longitude: 48.483 },
  {
    name: 'Qaryat Al Ulya',
    nameAr: 'قرية العليا',
    region: 'Eastern Province',
    latitude: 27.555,
    longitude: 47.7,
  },
  // Al-Qassim
  { name: 'Buraydah', nameAr: 'بريدة', region: 'Al-Qassim', latitude: 26.326, longitude: 43.975 },
  { name: 'Unaizah', nameAr: 'عنيزة', region: 'Al-Qassim', latitude: 26.088, longitude: 43.99 },
  { name: 'Ar Rass', nameAr: 'الرس', region: 'Al-Qassim', latitude: 25.87, longitude: 43.5 },
  { name: 'Al Bukayriyah', nameAr: 'البكيرية', region: 'Al-Qassim', latitude: 26.144, longitude: 43.658 },
  { name: 'Al Mithnab', nameAr: 'المذنب', region: 'Al-Qassim', latitude: 25.8604, longitude: 44.2222 },
  { name: 'Al Badai', nameAr: 'البدائع', region: 'Al-Qassim', latitude: 25.99, longitude: 43.73 },
  {
    name: 'Riyadh Al Khabra',
    nameAr: 'رياض الخبراء',
    region: 'Al-Qassim',
    latitude: 26.043,
    longitude: 43.545,
  },
  // Asir
  { name: 'Khamis Mushait', nameAr: 'خميس مشيط', region: 'Asir', latitude: 18.3061, longitude: 42.7297 },
  { name: 'Abha', nameAr: 'أبها', region: 'Asir', latitude: 18.2164, longitude: 42.5053 },
  { name: 'Bisha', nameAr: 'بيشة', region: 'Asir', latitude: 20, longitude: 42.606 },
  { name: 'Muhayil', nameAr: 'محايل', region: 'Asir', latitude: 18.545, longitude: 42.045 },
  { name: 'Ahad Rafidah', nameAr: 'أحد رفيدة', region: 'Asir', latitude: 18.175, longitude: 42.837 },
  { name: 'Al Namas', nameAr: 'النماص', region: 'Asir', latitude: 19.12, longitude: 42.135 },
  { name: 'Sarat Abidah', nameAr: 'سراة عبيدة', region: 'Asir', latitude: 18.085, longitude: 43.145 },
  { name: 'Dhahran Al Janub', nameAr: 'ظهران الجنوب', region: 'Asir', latitude: 17.67, longitude: 43.51 },
  { name: 'Tathlith', nameAr: 'تثليث', region: 'Asir', latitude: 19.531, longitude: 43.503 },
  { name: 'Rijal Almaa', nameAr: 'رجال ألمع', region: 'Asir', latitude: 18.2, longitude: 42.28 },
  { name: 'Tanomah', nameAr: 'تنومة', region: 'Asir', latitude: 18.96, longitude: 42.165 },
  { name: 'Al Soudah', nameAr: 'السودة', region: 'Asir', latitude: 18.268, longitude: 42.379 },
  // Tabuk
  { name: 'Tabuk', nameAr: 'تبوك', region: 'Tabuk', latitude: 28.3835, longitude: 36.5662 },
  { name: 'Tayma', nameAr: 'تيماء', region: 'Tabuk', latitude: 27.633, longitude: 38.55 },
  { name: 'Duba', nameAr: 'ضباء', region: 'Tabuk', latitude: 27.351, longitude: 35.69 },
  { name: 'Al Wajh', nameAr: 'الوجه', region: 'Tabuk', latitude: 26.242, longitude: 36.465 },
  { name: 'Umluj', nameAr: 'أملج', region: 'Tabuk', latitude: 25.03, longitude: 37.265 },
  { name: 'Haql', nameAr: 'حقل', region: 'Tabuk', latitude: 29.295, longitude: 34.94 },
  // Hail
  { name: 'Hail', nameAr: 'حائل', region: 'Hail', latitude: 27.5114, longitude: 41.7208 },
  { name: 'Baqaa', nameAr: 'بقعاء', region: 'Hail', latitude: 27.9, longitude: 42.41 },
  // Northern Borders
  { name: 'Arar', nameAr: 'عرعر', region: 'Northern Borders', latitude: 30.9753, longitude: 41.0381 },
  { name: 'Rafha', nameAr: 'رفحاء', region: 'Northern Borders', latitude: 29.63, longitude: 43.497 },
  { name: 'Turaif', nameAr: 'طريف', region: 'Northern Borders', latitude: 31.677, longitude: 38.66 },
  // Al-Jouf
  { name: 'Sakakah', nameAr: 'سكاكا', region: 'Al-Jouf', latitude: 29.97, longitude: 40.21 },
  { name: 'Al Qurayyat', nameAr: 'القريات', region: 'Al-Jouf', latitude: 31.34, longitude: 37.342 },
  { name: 'Tabarjal', nameAr: 'طبرجل', region: 'Al-Jouf', latitude: 30.5, longitude: 38.22 },
  { name: 'Dumat al-Jandal', nameAr: 'دومة الجندل', region: 'Al-Jouf', latitude: 29.814, longitude: 39.867 },
  // Jazan
  { name: 'Jazan', nameAr: 'جازان', region: 'Jazan', latitude: 16.8892, longitude: 42.5511 },
  { name: 'Sabya', nameAr: 'صبيا', region: 'Jazan', latitude: 17.149, longitude: 42.628 },
  { name: 'Abu Arish', nameAr: 'أبو عريش', region: 'Jazan', latitude: 16.967, longitude: 42.832 },
  { name: 'Samtah', nameAr: 'صامطة', region: 'Jazan', latitude: 16.6, longitude: 42.943 },
  { name: 'Baish', nameAr: 'بيش', region: 'Jazan', latitude: 17.379, longitude: 42.546 },
  { name: 'Ahad Al Masarihah', nameAr: 'أحد المسارحة', region: 'Jazan', latitude: 16.709, longitude: 42.952 },
  { name: 'Farasan', nameAr: 'فرسان', region: 'Jazan', latitude: 16.705, longitude: 42.122 },
  { name: 'Ad Darb', nameAr: 'الدرب', region: 'Jazan', latitude: 17.73, longitude: 42.265 },
  // Najran
  { name: 'Najran', nameAr: 'نجران', region: 'Najran', latitude: 17.4924, longitude: 44.1277 },
  { name: 'Sharurah', nameAr: 'شرورة', region: 'Najran', latitude: 17.49, longitude: 47.15 },
  // Al-Baha
  { name: 'Al Baha', nameAr: 'الباحة', region: 'Al-Baha', latitude: 20.0129, longitude: 41.4677 },
  { name: 'Baljurashi', nameAr: 'بلجرشي', region: 'Al-Baha', latitude: 19.85, longitude: 41.56 },
  { name: 'Al Mandaq', nameAr: 'المندق', region: 'Al-Baha', latitude: 20.162, longitude: 41.287 },
  { name: 'Al Mikhwah', nameAr: 'المخواة', region: 'Al-Baha', latitude: 19.783, longitude: 41.438 },
];
