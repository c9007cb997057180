/** The shop's texts (issue 31): every page's title, the shelves, a product, the cart, the amounts. */
const bm = {
  meta: {
    shop: {
      title: 'Kedai',
      heading: 'Kedai Gerakan',
      description:
        'Barangan Gerakan Sektor Ketiga dan hasil perusahaan sosialnya: baju, beg, topi, mug, kotak hasil tani dan sos.',
    },
    shopProduct: {
      title: 'Produk',
      description: 'Sebuah produk di Kedai Gerakan Sektor Ketiga.',
    },
    cart: {
      title: 'Troli anda',
      description: 'Barang dalam troli anda, dengan harga terkini daripada kedai.',
    },
    checkout: {
      title: 'Pembayaran',
      description: 'Butiran anda, penghantaran dan ringkasan pesanan sebelum anda membayar.',
    },
    orderStatus: {
      title: 'Jejak pesanan',
      description:
        'Masukkan nombor pesanan dan emel yang anda gunakan untuk melihat status pesanan anda.',
    },
  },
  retry: 'Cuba lagi',
  bar: {
    label: 'Kedai',
    shelves: 'Kembali ke kedai',
  },
  category: {
    all: 'Semua',
    apparel: 'Pakaian',
    accessories: 'Aksesori',
    home: 'Rumah',
    food: 'Makanan',
    print: 'Cetakan',
  },
  colour: {
    black: 'Hitam',
    white: 'Putih',
    green: 'Hijau',
    maroon: 'Merah marun',
    navy: 'Biru tua',
    yellow: 'Kuning',
    natural: 'Warna asli',
  },
  proceeds: {
    enterprise: 'Hasil jualan untuk {{name}}',
    movement: 'Hasil jualan untuk gerakan',
  },
  shelves: {
    categories: 'Kategori',
    products: 'Produk',
    loading: 'Memuatkan produk…',
    error: 'Produk tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    empty: 'Tiada produk dalam kategori ini buat masa ini.',
    from: 'Dari {{price}}',
    soldOut: 'Habis dijual',
    moneyHeading: 'Ke mana wang anda pergi',
    money:
      'Pembelian di kedai ini bukan sumbangan dan dikira berasingan daripada sumbangan. Hasil jualan produk sesebuah perusahaan disalurkan kepada perusahaan itu; hasil barangan gerakan membiayai kerja gerakan.',
    track: 'Jejak pesanan',
  },
  product: {
    error: 'Produk ini tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    colour: 'Warna',
    size: 'Saiz',
    soldOut: 'habis dijual',
    notInColour: 'tiada dalam warna ini',
    left_one: 'Tinggal {{count}} sahaja',
    left_other: 'Tinggal {{count}} sahaja',
    quantity: 'Kuantiti',
    add: 'Masukkan ke troli',
    added_one: '{{count}} {{name}} dimasukkan ke troli anda.',
    added_other: '{{count}} {{name}} dimasukkan ke troli anda.',
    viewCart: 'Lihat troli',
    cartFull: 'Troli anda sudah penuh. Bayar atau keluarkan sesuatu dahulu.',
  },
  cart: {
    link_one: 'Troli ({{count}} barang)',
    link_other: 'Troli ({{count}} barang)',
    lines: 'Barang dalam troli',
    empty: 'Troli anda kosong.',
    browse: 'Lihat kedai',
    pricing: 'Menyemak harga terkini…',
    error: 'Harga tidak dapat disemak. Semak sambungan anda dan cuba lagi.',
    each: '{{price}} seunit',
    unavailable: 'Barang ini tidak lagi dijual. Keluarkannya dari troli untuk meneruskan.',
    soldOut: 'Barang ini telah habis dijual. Keluarkannya dari troli untuk meneruskan.',
    short_one: 'Tinggal {{count}} sahaja. Kurangkan kuantiti untuk meneruskan.',
    short_other: 'Tinggal {{count}} sahaja. Kurangkan kuantiti untuk meneruskan.',
    lower: 'Kurangkan kepada {{count}}',
    quantityOf: 'Kuantiti {{name}}',
    remove: 'Keluarkan',
    removeOf: 'Keluarkan {{name}}',
    moreForFree: 'Tambah {{amount}} lagi untuk penghantaran percuma.',
    shipsFree: 'Pesanan anda layak untuk penghantaran percuma.',
    checkout: 'Teruskan ke pembayaran',
    fixFirst: 'Betulkan barang yang ditandakan di atas sebelum membayar.',
  },
  summary: {
    subtotal: 'Jumlah kecil',
    shipping: 'Penghantaran',
    free: 'Percuma',
    total: 'Jumlah',
  },
};

export default bm;
