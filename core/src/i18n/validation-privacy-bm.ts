import type { PrivacyValidationKey } from './validation-privacy-eng';

/** The privacy pages' validation messages in Malay (see validation-privacy-eng.ts). */
export const validationPrivacyBm: Readonly<Record<PrivacyValidationKey, string>> = {
  // Menutup akaun (core/src/privacy/closure.ts).
  'closure.confirm.required':
    'Tandakan kotak ini untuk mengesahkan bahawa anda faham akaun anda akan ditutup buat selamanya',
  // Permintaan tentang data peribadi (borang awam dan senarai konsol).
  'privacyRequest.kind.required': 'Pilih apa yang anda minta kami lakukan',
  'privacyRequest.name.required': 'Nama anda diperlukan',
  'privacyRequest.name.max': 'Nama anda mesti tidak melebihi {{max}} aksara',
  'privacyRequest.contactBy.required':
    'Pilih cara kami menghubungi anda: melalui telefon bimbit atau emel',
  'privacyRequest.email.required': 'Emel anda diperlukan',
  'privacyRequest.email.invalid': 'Sila masukkan alamat emel yang sah',
  'privacyRequest.email.max': 'Emel anda mesti tidak melebihi {{max}} aksara',
  'privacyRequest.details.required':
    'Nyatakan apa yang anda minta, supaya kami boleh bertindak tanpa perlu bertanya lagi',
  'privacyRequest.details.max': 'Sila hadkan butiran kepada {{max}} aksara',
  'privacyRequest.language.invalid': 'Pilih bahasa Melayu atau bahasa Inggeris',
  'privacyRequest.action.invalid': 'Pilih salah satu tindakan yang disenaraikan',
  'privacyRequest.note.required': 'Tulis catatan',
  'privacyRequest.outcome.required':
    'Nyatakan apa yang telah dilakukan: apa yang diberi, dibetulkan atau dipadam',
  'privacyRequest.reason.required': 'Berikan sebabnya: ia akan dimaklumkan kepada pemohon',
  'privacyRequest.note.max': 'Hadkan kepada {{max}} aksara',
  'privacyRequest.status.invalid': 'Pilih salah satu status yang disenaraikan',
  // Persetujuan (halaman privasi ahli dan pilihan pada borang pendaftaran).
  'consent.channel.invalid': 'Pilih SMS atau emel',
  'consent.purpose.invalid': 'Pilih mesej tentang aktiviti anda, atau berita dan rayuan',
  'consent.given.invalid': 'Nyatakan sama ada anda setuju (true atau false)',
  'consent.language.invalid': 'Sila pilih Bahasa Melayu atau Bahasa Inggeris',
  'consent.source.invalid': 'Persetujuan hanya boleh diubah di sini dari halaman privasi anda',
  'consent.choices.invalid': 'Pilih hanya cara hubungan yang disenaraikan, setiap satu sekali',
  // Siaran (penyusun siaran di konsol, kakitangan dan penyelaras).
  'broadcast.channel.required': 'Pilih emel atau SMS',
  'broadcast.purpose.required': 'Pilih tujuannya: aktiviti, atau berita dan rayuan',
  'broadcast.segment.required': 'Pilih penerimanya',
  'broadcast.skill.required': 'Pilih kemahiran sukarelawan',
  'broadcast.event.required': 'Pilih acara',
  'broadcast.campaign.required': 'Pilih kempen',
  'broadcast.subject.required': 'Tulis subjeknya',
  'broadcast.subject.max': 'Subjek mestilah tidak melebihi {{max}} aksara',
  'broadcast.body.required': 'Tulis mesejnya',
  'broadcast.body.max': 'Mesej mestilah tidak melebihi {{max}} aksara',
  'broadcast.sms.link': 'SMS tidak boleh mengandungi pautan: peraturan Malaysia melarangnya',
  'broadcast.sms.segments':
    'SMS ini melebihi {{max}} segmen bersama pembuka dan cara berhenti: pendekkan, atau hantar emel',
  'broadcast.expected.required': 'Pratonton siaran sebelum menghantarnya',
  'unsubscribe.token.invalid':
    'Pautan untuk berhenti menerima mesej ini tidak sah: mungkin terpotong',
};
