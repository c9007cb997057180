/** The profile's "Your data" section (issue 32): what the download holds, and the two downloads. */
const bm = {
  heading: 'Data anda',
  intro:
    'Anda boleh memuat turun semua data peribadi yang kami simpan tentang anda pada bila-bila masa. Fail disediakan serta-merta, biasanya dalam beberapa saat.',
  holdsHeading: 'Apa yang ada dalam muat turun',
  holds: {
    profile: 'Profil anda dan persetujuan anda untuk dihubungi, dengan sejarah setiap perubahan',
    sessions: 'Bila sesi log masuk anda bermula dan tamat (bukan kunci sesi itu sendiri)',
    places: 'Tempat anda dalam acara dan syif, termasuk senarai menunggu, dan butiran sukarelawan',
    money: 'Sumbangan anda, pesanan kedai anda dan halaman penyokong yang anda mulakan',
    applications:
      'Permohonan dan mesej kepada kami yang membawa nombor telefon bimbit anda yang disahkan, dengan pautan CV yang sah selama 15 minit',
    staff: 'Setiap tindakan kakitangan ke atas akaun atau rekod anda',
  },
  json: 'Muat turun data saya (JSON)',
  jsonNote: 'Untuk disimpan atau dipindahkan ke perkhidmatan lain.',
  summary: 'Muat turun ringkasan yang mudah dibaca',
  summaryNote: 'Halaman yang boleh dicetak, dalam Bahasa Melayu.',
  limit: 'Anda boleh memuat turun hingga 6 kali sejam.',
  correct:
    'Jika ada yang salah, betulkan butiran anda di profil, atau minta kami membetulkan atau memadam data anda. Kami menjawab dalam masa {{days}} hari.',
};

export default bm;
