/**
 * The people the sandbox knows (docs/nafath-sandbox.md, "Test national IDs"): a few listed ones
 * with names chosen for the demo, and anyone else with a valid ID, named from the ID itself so
 * that the same ID always gets the same name. Names come in parts, as Nafath's token gives them.
 */
import { type NationalIdKind, nationalIdKind } from '@shared/national-id';

export interface NamePart {
  ar: string;
  en: string;
}

export interface SandboxPerson {
  nationalId: string;
  kind: NationalIdKind;
  /** First name, father's name, grandfather's name (may be left out), family name. */
  first: NamePart;
  father: NamePart;
  grandfather: NamePart | null;
  family: NamePart;
  gender: 'M' | 'F';
}

const part = (ar: string, en: string): NamePart => ({ ar, en });

/** Valid IDs (shared/national-id.ts), patterned so that nobody mistakes them for a real person's. */
export const TEST_PEOPLE: readonly SandboxPerson[] = [
  {
    nationalId: '1111111116',
    kind: 'citizen',
    first: part('خالد', 'Khalid'),
    father: part('عبدالله', 'Abdullah'),
    grandfather: null,
    family: part('الدوسري', 'Aldossari'),
    gender: 'M',
  },
  {
    nationalId: '1234567897',
    kind: 'citizen',
    first: part('نورة', 'Noura'),
    father: part('سعد', 'Saad'),
    grandfather: part('محمد', 'Mohammed'),
    family: part('القحطاني', 'Alqahtani'),
    gender: 'F',
  },
  {
    nationalId: '2222222222',
    kind: 'resident',
    first: part('أحمد', 'Ahmed'),
    father: part('محمود', 'Mahmoud'),
    grandfather: null,
    family: part('عبدالرحمن', 'Abdelrahman'),
    gender: 'M',
  },
];

const FIRST_NAMES = [
  part('محمد', 'Mohammed'),
  part('فهد', 'Fahad'),
  part('سلمان', 'Salman'),
  part('عبدالرحمن', 'Abdulrahman'),
  part('تركي', 'Turki'),
  part('ماجد', 'Majed'),
  part('سعود', 'Saud'),
  part('يوسف', 'Yousef'),
  part('عمر', 'Omar'),
  part('ناصر', 'Nasser'),
];

const FATHER_NAMES = [
  part('علي', 'Ali'),
  part('إبراهيم', 'Ibrahim'),
  part('صالح', 'Saleh'),
  part('حمد', 'Hamad'),
  part('عبدالعزيز', 'Abdulaziz'),
  part('سليمان', 'Sulaiman'),
  part('خالد', 'Khalid'),
  part('منصور', 'Mansour'),
  part('فيصل', 'Faisal'),
  part('راشد', 'Rashed'),
];

const CITIZEN_FAMILIES = [
  part('العتيبي', 'Alotaibi'),
  part('الشهري', 'Alshehri'),
  part('الغامدي', 'Alghamdi'),
  part('الحربي', 'Alharbi'),
  part('الزهراني', 'Alzahrani'),
  part('المطيري', 'Almutairi'),
  part('السبيعي', 'Alsubaie'),
  part('العنزي', 'Alanazi'),
  part('الشمري', 'Alshammari'),
  part('القرني', 'Alqarni'),
];

const RESIDENT_FAMILIES = [
  part('خان', 'Khan'),
  part('حسين', 'Hussain'),
  part('عبدالله', 'Abdalla'),
  part('الأنصاري', 'Alansari'),
  part('رحمن', 'Rahman'),
  part('السيد', 'Elsayed'),
  part('أحمد', 'Ahmad'),
  part('مصطفى', 'Mostafa'),
  part('الحسن', 'Alhassan'),
  part('كريم', 'Karim'),
];

/** The list's entry chosen by one of the ID's digits. */
const pick = (list: readonly NamePart[], digit = '0'): NamePart =>
  list[Number(digit) % list.length] ?? part('', '');

/** Someone the list does not name: a name made from the ID's digits, the same each time. */
function generatedPerson(nationalId: string): SandboxPerson {
  const kind = nationalIdKind(nationalId);
  return {
    nationalId,
    kind,
    first: pick(FIRST_NAMES, nationalId[7]),
    father: pick(FATHER_NAMES, nationalId[8]),
    grandfather: null,
    family: pick(kind === 'citizen' ? CITIZEN_FAMILIES : RESIDENT_FAMILIES, nationalId[6]),
    gender: 'M',
  };
}

/** The person holding a valid ID (shared/national-id.ts). */
export function personOf(nationalId: string): SandboxPerson {
  return TEST_PEOPLE.find((person) => person.nationalId === nationalId) ?? generatedPerson(nationalId);
}

const partsOf = (person: SandboxPerson) =>
  [person.first, person.father, person.grandfather, person.family].filter(
    (each): each is NamePart => each !== null,
  );

export const arabicName = (person: SandboxPerson) =>
  partsOf(person)
    .map((each) => each.ar)
    .join(' ');

export const englishName = (person: SandboxPerson) =>
  partsOf(person)
    .map((each) => each.en)
    .join(' ');
