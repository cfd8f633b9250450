/**
 * The password-reset e-mail, in the account's language: Arabic right to left,
 * English left to right. Plain text and HTML carry the same words.
 */
import type { Language } from '@shared/constants';
import { linkEmail } from '../../mail/link-email';
import type { MailMessage } from '../../mail/mailer';

const WORDS = {
  ar: {
    subject: 'إعادة تعيين كلمة المرور في أجّر',
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: 'طلب أحدٌ إعادة تعيين كلمة المرور لحسابك في أجّر. اضغط الزر لاختيار كلمة مرور جديدة.',
    button: 'اختيار كلمة مرور جديدة',
    expiry: 'يعمل الرابط مرة واحدة خلال ساعة من إرسال هذه الرسالة.',
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء في حسابك.',
    signature: 'فريق أجّر',
  },
  en: {
    subject: 'Reset your Ajjir password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Someone asked to reset the password of your Ajjir account. Use the button to choose a new one.',
    button: 'Choose a new password',
    expiry: 'The link works once, within an hour of this e-mail.',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing changes in your account.',
    signature: 'The Ajjir team',
  },
} as const;

export function resetPasswordEmail(options: {
  to: string;
  firstName: string;
  link: string;
  language: Language;
}): MailMessage {
  return linkEmail(WORDS[options.language], options);
}
