/**
 * The e-mail confirming a new account's address, in the account's language (as the password-reset
 * e-mail: Arabic right to left, English left to right; plain text and HTML carry the same words).
 */
import type { Language } from '@shared/constants';
import { linkEmail } from '../../mail/link-email';
import type { MailMessage } from '../../mail/mailer';

const WORDS = {
  ar: {
    subject: 'تأكيد البريد الإلكتروني في أجّر',
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: 'أهلًا بك في أجّر. يبقى تأكيد بريدك الإلكتروني بالزر أدناه، وبعده يمكن عرض الأغراض وطلب استئجارها.',
    button: 'تأكيد البريد الإلكتروني',
    expiry: 'يعمل الرابط مرة واحدة خلال يومين من إرسال هذه الرسالة.',
    ignore: 'إن لم يكن الحساب لك فلا حاجة إلى أي إجراء، ولن يُؤكَّد شيء.',
    signature: 'فريق أجّر',
  },
  en: {
    subject: 'Confirm your e-mail on Ajjir',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Welcome to Ajjir. Confirm your e-mail address with the button below; then you can list items and request rentals.',
    button: 'Confirm my e-mail',
    expiry: 'The link works once, within two days of this e-mail.',
    ignore: 'If this account is not yours, ignore this e-mail: nothing is confirmed.',
    signature: 'The Ajjir team',
  },
} as const;

export function confirmEmailMessage(options: {
  to: string;
  firstName: string;
  link: string;
  language: Language;
}): MailMessage {
  return linkEmail(WORDS[options.language], options);
}
