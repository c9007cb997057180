import type { PrivacyValidationKey } from './validation-privacy-eng';

/** The privacy pages' validation messages in Malay (see validation-privacy-eng.ts). */
export const validationPrivacyBm: Readonly<Record<PrivacyValidationKey, string>> = {
  // Persetujuan (halaman privasi ahli dan pilihan pada borang pendaftaran).
  'consent.channel.invalid': 'Pilih SMS atau emel',
  'consent.purpose.invalid': 'Pilih mesej tentang aktiviti anda, atau berita dan rayuan',
  'consent.given.invalid': 'Nyatakan sama ada anda setuju (true atau false)',
  'consent.language.invalid': 'Sila pilih Bahasa Melayu atau Bahasa Inggeris',
  'consent.source.invalid': 'Persetujuan hanya boleh diubah di sini dari halaman privasi anda',
  'consent.choices.invalid': 'Pilih hanya cara hubungan yang disenaraikan, setiap satu sekali',
};
