/**
 * Saudi mobile numbers (docs/decisions/0061-saudi-mobile-numbers.md): typed in any of the usual
 * forms ("05X XXX XXXX", "5XXXXXXXX", "9665…", "+966 5…", "009665…"), with Arabic-Indic digits,
 * spaces, dashes, dots or brackets, and kept in one spelling, E.164 ("+9665XXXXXXXX"), the one the
 * database accepts (users_phone_e164) and SMS gateways send to.
 */
import { westernDigits } from './digits';

/** Spaces of every kind, direction marks, dashes, dots and brackets: what people put between digits. */
const SEPARATORS = /[\s\u200E\u200F\u061C().\-–]/g;
const SAUDI_MOBILE = /^(?:\+966|00966|966|0)?(5\d{8})$/;

/** The number in E.164 ("+9665XXXXXXXX"), or null when it is not a Saudi mobile number. */
export function saudiMobileE164(typed: string | null | undefined): string | null {
  const plain = westernDigits(typed ?? '').replace(SEPARATORS, '');
  const found = SAUDI_MOBILE.exec(plain);
  return found ? `+966${found[1]}` : null;
}

/** As Saudi banks and payout services write it ("05XXXXXXXX"); null when it is not a Saudi mobile. */
export function localMobileOf(phone: string | null | undefined): string | null {
  const e164 = saudiMobileE164(phone);
  return e164 ? `0${e164.slice(4)}` : null;
}
