/**
 * The Wathq sandbox's commercial register (docs/sms-and-wathq-sandboxes.md, "Test registrations"):
 * a few registrations in each status, answered in the shape of Wathq's current
 * `commercial-registration/info` answer. Any other number, the 7… range included, is not found.
 */

export type SandboxLanguage = 'ar' | 'en';
type StatusKey = 'active' | 'expired' | 'suspended' | 'cancelled';
type FormKey = 'establishment' | 'llc';

/**
 * Status ids and words. Wathq's full list is not public: third-party code shows id 1 «نشط» for an
 * active registration; the other ids are the sandbox's own.
 */
const STATUSES: Record<StatusKey, { id: number; ar: string; en: string; dated: string | null }> = {
  active: { id: 1, ar: 'نشط', en: 'Active', dated: 'confirmationDate' },
  expired: { id: 2, ar: 'منتهي', en: 'Expired', dated: null },
  suspended: { id: 3, ar: 'موقوف', en: 'Suspended', dated: 'suspensionDate' },
  cancelled: { id: 4, ar: 'مشطوب', en: 'Cancelled', dated: 'deletionDate' },
};

const FORMS: Record<FormKey, { id: number; ar: string; en: string }> = {
  establishment: { id: 101, ar: 'مؤسسة فردية', en: 'Sole establishment' },
  llc: { id: 201, ar: 'شركة ذات مسؤولية محدودة', en: 'Limited liability company' },
};

const CITIES = {
  riyadh: { id: 1, ar: 'الرياض', en: 'Riyadh' },
  jeddah: { id: 2, ar: 'جدة', en: 'Jeddah' },
} as const;

interface Entry {
  crNumber: string;
  /** The unified national number (الرقم الوطني الموحد), which Wathq also answers to. */
  nationalNumber: string;
  name: string;
  form: FormKey;
  city: keyof typeof CITIES;
  issued: string;
  status: StatusKey;
  /** When the status was last set (confirmed, suspended, struck off). */
  statusSince: string;
  activity: { id: string; ar: string; en: string };
}

const RENTING = {
  id: '772101',
  ar: 'تأجير السلع الترفيهية والرياضية',
  en: 'Renting of recreational and sports goods',
};

/** The register. Rahal Camping is the demo business of the seed (VAT number 300458712600003). */
export const REGISTER: readonly Entry[] = [
  {
    crNumber: '1010458712',
    nationalNumber: '7001458712',
    name: 'رحّال للتخييم',
    form: 'establishment',
    city: 'riyadh',
    issued: '2019-03-12',
    status: 'active',
    statusSince: '2026-03-01',
    activity: RENTING,
  },
  {
    crNumber: '4030517293',
    nationalNumber: '7004517293',
    name: 'استوديو عدسة للتصوير',
    form: 'establishment',
    city: 'jeddah',
    issued: '2021-09-05',
    status: 'active',
    statusSince: '2026-01-15',
    activity: { id: '742001', ar: 'أنشطة التصوير الفوتوغرافي', en: 'Photographic activities' },
  },
  {
    crNumber: '1010999001',
    nationalNumber: '7009990011',
    name: 'مؤسسة الأفق للتأجير',
    form: 'establishment',
    city: 'riyadh',
    issued: '2015-01-20',
    status: 'expired',
    statusSince: '2024-05-14',
    activity: RENTING,
  },
  {
    crNumber: '1010999002',
    nationalNumber: '7009990022',
    name: 'شركة الديار',
    form: 'llc',
    city: 'riyadh',
    issued: '2017-11-02',
    status: 'suspended',
    statusSince: '2025-12-10',
    activity: RENTING,
  },
  {
    crNumber: '1010999003',
    nationalNumber: '7009990033',
    name: 'مؤسسة سراب للتجارة',
    form: 'establishment',
    city: 'riyadh',
    issued: '2012-06-30',
    status: 'cancelled',
    statusSince: '2023-08-21',
    activity: RENTING,
  },
];

const HIJRI = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});

/** A Gregorian date in the Umm al-Qura calendar, written as Wathq's example writes one ("1440/10/29"). */
function hijriOf(gregorian: string): string {
  const parts = HIJRI.formatToParts(new Date(`${gregorian}T00:00:00Z`));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')}`;
}

const datePair = (gregorian: string) => ({ gregorian, hijri: hijriOf(gregorian) });

function statusOf(entry: Entry, lang: SandboxLanguage) {
  const status = STATUSES[entry.status];
  const dates = { confirmationDate: null, suspensionDate: null, deletionDate: null, reactivationDate: null };
  return {
    id: status.id,
    name: status[lang],
    ...dates,
    ...(status.dated && { [status.dated]: datePair(entry.statusSince) }),
  };
}

/** The answer to `GET /commercial-registration/info/{id}` for a registration of the register. */
export function infoAnswerOf(entry: Entry, lang: SandboxLanguage) {
  const form = FORMS[entry.form];
  const city = CITIES[entry.city];
  return {
    crNationalNumber: entry.nationalNumber,
    crNumber: entry.crNumber,
    versionNo: 1,
    name: entry.name,
    isMain: true,
    issueDateGregorian: entry.issued,
    issueDateHijri: hijriOf(entry.issued),
    mainCrNationalNumber: null,
    mainCrNumber: null,
    inLiquidationProcess: false,
    hasEcommerce: false,
    headquarterCityId: city.id,
    headquarterCityName: city[lang],
    isLicenseBased: false,
    entityType: { id: form.id, name: form[lang], formId: form.id, formName: form[lang] },
    status: statusOf(entry, lang),
    activities: [{ id: entry.activity.id, name: entry.activity[lang] }],
  };
}

/** The registration a number names: its CR number or its national number. */
export function registrationNamed(id: string): Entry | null {
  return REGISTER.find((entry) => entry.crNumber === id || entry.nationalNumber === id) ?? null;
}
