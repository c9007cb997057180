import {
  applicantPhonePattern,
  checkCvContent,
  checkCvFile,
  checkCvMimeType,
  checkCvName,
  checkCvSize,
  contributionTypeOptions,
  cvAccept,
  cvTypeOfName,
  detectCvType,
  enterpriseOptions,
  expertApplicationSchema,
  expertCvPolicy,
  expertFormSchema,
  interestOptions,
  isCvKey,
  isUtf8Text,
  partnerApplicationSchema,
  partnerCvPolicy,
  partnerFormFieldOf,
  partnerFormSchema,
  qualificationOptions,
  toPartnerApplication,
} from '@gsk/core/application';
import { CV_MAX_BYTES } from '@gsk/core/constants';
import { formatValidationMessage } from '../support/validation-text';
import { describe, expect, it } from 'vitest';
import { messagesOf } from './validate';

const partner = {
  fullName: 'Lim Wei Ling',
  email: 'weiling@example.com',
  phoneNumber: '+60 (12) 345-6789',
  contributionType: 'equity',
  enterpriseType: 'kesum',
  additionalComments: '',
};

/** [field, bad value, English, Malay] — section 5 of the spec, partner form. */
const partnerMessages: [keyof typeof partner, unknown, string, string][] = [
  ['fullName', '', 'Full name is required', 'Nama penuh diperlukan'],
  ['email', '', 'Email is required', 'Email diperlukan'],
  [
    'email',
    'weiling.example.com',
    'Please enter a valid email address',
    'Sila masukkan alamat emel yang sah',
  ],
  ['phoneNumber', '', 'Phone number is required', 'No telefon diperlukan'],
  [
    'phoneNumber',
    '012-345 678x',
    'Please enter a valid phone number',
    'Sila masukkan nombor telefon yang sah',
  ],
  [
    'contributionType',
    '',
    'Please select how you want to contribute',
    'Sila pilih bagaimana anda ingin menyumbang',
  ],
  [
    'contributionType',
    'Become a Silent Partner',
    'This is not one of the options. Please choose one from the list.',
    'Ini bukan salah satu pilihan yang ada. Sila pilih daripada senarai.',
  ],
  ['enterpriseType', '', 'Please select an enterprise type', 'Sila pilih jenis perusahaan'],
  [
    'enterpriseType',
    'acme',
    'This is not one of the options. Please choose one from the list.',
    'Ini bukan salah satu pilihan yang ada. Sila pilih daripada senarai.',
  ],
];

describe('partnerFormSchema messages (spec section 5)', () => {
  it.each(partnerMessages)('%s = %j gives the spec text', (field, bad, eng, bm) => {
    const message = messagesOf(partnerFormSchema, { ...partner, [field]: bad })[field];
    expect(message).toBeDefined();
    expect(formatValidationMessage(message ?? '', 'eng')).toBe(eng);
    expect(formatValidationMessage(message ?? '', 'bm')).toBe(bm);
  });

  it('accepts a complete form, with or without comments', () => {
    expect(messagesOf(partnerFormSchema, partner)).toEqual({});
    const { additionalComments: _none, ...withoutComments } = partner;
    expect(messagesOf(partnerFormSchema, withoutComments)).toEqual({});
  });

  it('bounds the additional comments', () => {
    const message = messagesOf(partnerFormSchema, {
      ...partner,
      additionalComments: 'x'.repeat(2001),
    }).additionalComments;
    expect(formatValidationMessage(message ?? '', 'eng')).toBe(
      'Additional comments must be at most 2000 characters',
    );
    expect(formatValidationMessage(message ?? '', 'bm')).toBe(
      'Komen tambahan mesti tidak melebihi 2000 aksara',
    );
  });

  it.each([
    [
      'fullName',
      'x'.repeat(101),
      'Full name must be at most 100 characters',
      'Nama penuh mesti tidak melebihi 100 aksara',
    ],
    [
      'email',
      `${'x'.repeat(250)}@example.com`,
      'Email must be at most 254 characters',
      'Emel mesti tidak melebihi 254 aksara',
    ],
    [
      'phoneNumber',
      '1'.repeat(26),
      'Phone number must be at most 25 characters',
      'Nombor telefon mesti tidak melebihi 25 aksara',
    ],
  ])('bounds %s', (field, bad, eng, bm) => {
    const message = messagesOf(partnerFormSchema, { ...partner, [field]: bad })[field];
    expect(formatValidationMessage(message ?? '', 'eng')).toBe(eng);
    expect(formatValidationMessage(message ?? '', 'bm')).toBe(bm);
  });
});

describe('the choices of the application forms', () => {
  it.each([
    ['Become an Asset Partner', 'Kesum', 'asset', 'kesum'],
    ['Menjadi Rakan Kongsi Ekuiti', 'Saga Sivik', 'equity', 'sivik101'],
    ['BECOME AN OPERATIONS PARTNER', ' sagasivik ', 'operations', 'sivik101'],
    ['asset', 'Suria', 'asset', 'solar'],
    ['equity', 'solar', 'equity', 'solar'],
  ])('read %j and %j as the codes %s and %s', (contribution, enterprise, type, slug) => {
    expect(
      partnerFormSchema.validateSync({
        ...partner,
        contributionType: contribution,
        enterpriseType: enterprise,
      }),
    ).toMatchObject({ contributionType: type, enterpriseType: slug });
  });

  it('read the expert form’s labels in either language as codes', () => {
    expect(
      expertFormSchema.validateSync({
        name: 'Dr. Farid Hassan',
        email: 'farid@example.com',
        phone: '03-1234 5678',
        qualification: 'MSc/MBA/MPhil/MEng atau setaraf',
        interest: 'Energy and Renewables',
      }),
    ).toMatchObject({ qualification: 'masters', interest: 'energy' });
  });
});

describe('partnerApplicationSchema (server)', () => {
  const application = toPartnerApplication(
    partnerFormSchema.validateSync(partner),
    'eng',
    'uploads/2025/abc123.pdf',
  );

  it('carries the spec wire names, the CV key and the page’s language', () => {
    expect(application).toEqual({
      language: 'eng',
      name: 'Lim Wei Ling',
      email: 'weiling@example.com',
      phone: '+60 (12) 345-6789',
      contributionType: 'equity',
      enterpriseType: 'kesum',
      additionalComments: '',
      cvKey: 'uploads/2025/abc123.pdf',
    });
    expect(messagesOf(partnerApplicationSchema, application)).toEqual({});
    expect(messagesOf(partnerApplicationSchema, { ...application, cvKey: undefined })).toEqual({});
    expect(messagesOf(partnerApplicationSchema, { ...application, cvKey: '' })).toEqual({});
  });

  it('gives the same messages as the form, under the wire names', () => {
    const messages = messagesOf(partnerApplicationSchema, {
      ...application,
      name: '',
      phone: 'abc',
    });
    expect(formatValidationMessage(messages.name ?? '', 'bm')).toBe('Nama penuh diperlukan');
    expect(formatValidationMessage(messages.phone ?? '', 'eng')).toBe(
      'Please enter a valid phone number',
    );
    expect(partnerFormFieldOf.name).toBe('fullName');
    expect(partnerFormFieldOf.phone).toBe('phoneNumber');
  });

  it('rejects a CV key outside uploads/', () => {
    for (const cvKey of ['applications/x.pdf', 'uploads/../secret.pdf', 'uploads/', '/uploads/x']) {
      const message = messagesOf(partnerApplicationSchema, { ...application, cvKey }).cvKey;
      expect(formatValidationMessage(message ?? '', 'eng')).toBe(
        'The uploaded file could not be found. Please upload it again.',
      );
    }
  });
});

describe('expert schemas', () => {
  const expert = {
    name: 'Dr. Farid Hassan',
    email: 'farid@example.com',
    phone: '03-1234 5678',
    qualification: 'masters',
    interest: 'energy',
  };

  it('accepts a complete form and requires a CV key on the server', () => {
    expect(messagesOf(expertFormSchema, expert)).toEqual({});
    expect(messagesOf(expertApplicationSchema, { ...expert, cvKey: 'uploads/cv.pdf' })).toEqual({});
    const message = messagesOf(expertApplicationSchema, expert).cvKey;
    expect(formatValidationMessage(message ?? '', 'eng')).toBe(
      'Please upload your CV in PDF format',
    );
    expect(formatValidationMessage(message ?? '', 'bm')).toBe(
      'Sila muat naik CV anda dalam format PDF',
    );
  });

  it.each([
    ['name', '', 'Full name is required', 'Nama penuh diperlukan'],
    ['email', '', 'Email is required', 'Emel diperlukan'],
    ['email', 'farid@', 'Please enter a valid email address', 'Sila masukkan alamat emel yang sah'],
    ['phone', '', 'Phone number is required', 'Nombor telefon diperlukan'],
    [
      'phone',
      'call me',
      'Please enter a valid phone number',
      'Sila masukkan nombor telefon yang sah',
    ],
    [
      'qualification',
      'diploma',
      'This is not one of the options. Please choose one from the list.',
      'Ini bukan salah satu pilihan yang ada. Sila pilih daripada senarai.',
    ],
    [
      'qualification',
      '',
      'Please select your highest qualification',
      'Sila pilih kelayakan tertinggi anda',
    ],
    ['interest', '', 'Please select your area of interest', 'Sila pilih bidang yang anda minati'],
  ])('%s = %j', (field, bad, eng, bm) => {
    const message = messagesOf(expertFormSchema, { ...expert, [field]: bad })[field];
    expect(formatValidationMessage(message ?? '', 'eng')).toBe(eng);
    expect(formatValidationMessage(message ?? '', 'bm')).toBe(bm);
  });
});

describe('applicantPhonePattern', () => {
  it('allows only digits, spaces, hyphens, plus signs and parentheses', () => {
    for (const ok of ['0123456789', '+60 12-345 6789', '(03) 1234-5678']) {
      expect(applicantPhonePattern.test(ok)).toBe(true);
    }
    for (const bad of ['012.345.6789', '012/3456789', 'abc', '', '012\n345']) {
      expect(applicantPhonePattern.test(bad)).toBe(false);
    }
  });
});

const cvAlert = {
  eng: 'Only PDF, DOC, DOCX, and TXT files are allowed',
  bm: 'Hanya fail PDF, DOC, DOCX dan TXT dibenarkan',
};
const sizeAlert = {
  eng: 'File size must be smaller than 5MB.',
  bm: 'Saiz fail mesti kurang daripada 5MB.',
};

describe('CV checks in the browser', () => {
  it('accepts PDF, DOC, DOCX and TXT up to 5,242,880 bytes', () => {
    expect(
      checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES }),
    ).toBeUndefined();
    expect(checkCvFile({ name: 'CV.DOC', type: 'application/msword', size: 1 })).toBeUndefined();
    expect(
      checkCvFile({
        name: 'profile.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 2048,
      }),
    ).toBeUndefined();
    expect(
      checkCvFile({ name: 'notes.txt', type: 'text/plain;charset=utf-8', size: 10 }),
    ).toBeUndefined();
    expect(checkCvFile({ name: 'cv.doc', type: '', size: 10 })).toBeUndefined();
  });

  it("rejects other types with the spec's alert", () => {
    for (const file of [
      { name: 'cv.exe', type: 'application/x-msdownload', size: 10 },
      { name: 'cv.png', type: 'image/png', size: 10 },
      { name: 'cv', type: 'application/pdf', size: 10 },
      { name: 'cv.pdf', type: 'image/png', size: 10 },
      { name: 'cv.pdf', type: 'text/plain', size: 10 },
    ]) {
      const key = checkCvFile(file);
      expect(formatValidationMessage(key ?? '', 'eng')).toBe(cvAlert.eng);
      expect(formatValidationMessage(key ?? '', 'bm')).toBe(cvAlert.bm);
    }
  });

  it("rejects a file over 5 MB with the spec's alert", () => {
    const key = checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES + 1 });
    expect(formatValidationMessage(key ?? '', 'eng')).toBe(sizeAlert.eng);
    expect(formatValidationMessage(key ?? '', 'bm')).toBe(sizeAlert.bm);
  });

  it('checks the type before the size and rejects an empty file', () => {
    expect(checkCvFile({ name: 'cv.exe', type: '', size: CV_MAX_BYTES + 1 })).toBe('cv.type');
    expect(checkCvSize(0)).toBe('cv.empty');
    expect(formatValidationMessage('cv.empty', 'bm')).toBe('Fail ini kosong');
  });

  it('accepts only PDF for the expert form', () => {
    expect(
      checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: 10 }, expertCvPolicy),
    ).toBeUndefined();
    const key = checkCvFile({ name: 'cv.docx', type: '', size: 10 }, expertCvPolicy);
    expect(formatValidationMessage(key ?? '', 'eng')).toBe('Only PDF files are allowed');
    expect(formatValidationMessage(key ?? '', 'bm')).toBe('Hanya fail PDF dibenarkan');
  });

  it('exposes the single rules', () => {
    expect(cvTypeOfName('uploads/abc/My CV.Docx')).toBe('docx');
    expect(cvTypeOfName('cv.pdf.exe')).toBeUndefined();
    expect(checkCvName('cv.txt', expertCvPolicy)).toBe('cv.typePdf');
    expect(checkCvMimeType('APPLICATION/PDF')).toBeUndefined();
    expect(checkCvMimeType('application/octet-stream', 'cv.pdf')).toBeUndefined();
    expect(checkCvMimeType('application/msword', 'cv.pdf')).toBe('cv.type');
    expect(cvAccept(expertCvPolicy)).toBe('.pdf,application/pdf,application/x-pdf');
    expect(cvAccept(partnerCvPolicy).split(',').slice(0, 4)).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      '.txt',
    ]);
  });
});

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('CV checks on the server (magic bytes)', () => {
  const pdf = text('%PDF-1.7\n%âãÏÓ\n');
  const doc = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0);
  const docx = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0);
  const txt = text('Pengalaman: 10 tahun dalam pertanian moden — Rembau\n');

  it('recognises each format by its first bytes', () => {
    expect(detectCvType(pdf)).toBe('pdf');
    expect(detectCvType(doc)).toBe('doc');
    expect(detectCvType(docx)).toBe('docx');
    expect(detectCvType(txt)).toBe('txt');
    expect(detectCvType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeUndefined();
    expect(detectCvType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeUndefined();
    expect(detectCvType(bytes())).toBeUndefined();
  });

  it('accepts content matching an accepted format and the file name', () => {
    expect(checkCvContent(pdf)).toBeUndefined();
    expect(checkCvContent(doc, partnerCvPolicy, 'doc')).toBeUndefined();
    expect(checkCvContent(docx, partnerCvPolicy, 'docx')).toBeUndefined();
    expect(checkCvContent(txt, partnerCvPolicy, 'txt')).toBeUndefined();
    expect(checkCvContent(pdf, expertCvPolicy, 'pdf')).toBeUndefined();
  });

  it('rejects content of another format than its name, or not accepted', () => {
    expect(checkCvContent(txt, partnerCvPolicy, 'pdf')).toBe('cv.type');
    expect(checkCvContent(bytes(0x89, 0x50, 0x4e, 0x47), partnerCvPolicy)).toBe('cv.type');
    expect(checkCvContent(docx, expertCvPolicy)).toBe('cv.typePdf');
    expect(checkCvContent(bytes(), partnerCvPolicy)).toBe('cv.empty');
  });

  it('takes TXT as UTF-8 without NUL bytes', () => {
    expect(isUtf8Text(text('plain ascii'))).toBe(true);
    expect(isUtf8Text(text('emoji 🌱 and ringgit'))).toBe(true);
    expect(isUtf8Text(bytes(0x61, 0x00, 0x62))).toBe(false);
    expect(isUtf8Text(bytes(0xff, 0xfe, 0x61, 0x00))).toBe(false);
    expect(isUtf8Text(bytes(0xc0, 0xaf))).toBe(false);
    expect(isUtf8Text(bytes(0xed, 0xa0, 0x80))).toBe(false);
    expect(isUtf8Text(bytes(0x61, 0x80))).toBe(false);
    expect(isUtf8Text(bytes(0x61, 0xf0, 0x9f))).toBe(true);
  });
});

describe('isCvKey', () => {
  it('accepts keys under uploads/ only', () => {
    expect(isCvKey('uploads/2025-09/5f1c.pdf')).toBe(true);
    expect(isCvKey('uploads/a b.docx')).toBe(true);
    expect(isCvKey('uploads/')).toBe(false);
    expect(isCvKey('uploads/../x')).toBe(false);
    expect(isCvKey('uploads/a\\b')).toBe(false);
    expect(isCvKey('uploads/a\u0000')).toBe(false);
    expect(isCvKey(`uploads/${'x'.repeat(1020)}`)).toBe(false);
  });
});

describe('option labels', () => {
  it('labels the contribution types as the spec does, and in Malay', () => {
    expect(contributionTypeOptions('eng')).toEqual([
      { value: 'equity', label: 'Become an Equity Partner' },
      { value: 'asset', label: 'Become an Asset Partner' },
      { value: 'operations', label: 'Become an Operations Partner' },
    ]);
    expect(contributionTypeOptions('bm').map((option) => option.label)).toEqual([
      'Menjadi Rakan Kongsi Ekuiti',
      'Menjadi Rakan Kongsi Aset',
      'Menjadi Rakan Kongsi Operasi',
    ]);
  });

  it('lists the enterprises by slug with their display names in id order', () => {
    expect(enterpriseOptions('bm')).toEqual([
      { value: 'fleximart', label: 'FlexiMart' },
      { value: 'kesum', label: 'Kesum' },
      { value: 'solar', label: 'Suria' },
      { value: 'sivik101', label: 'Saga Sivik' },
      { value: 'clib', label: 'CLIB' },
      { value: 'pinjamgajet', label: 'PinjamGajet' },
      { value: 'tanamduit', label: 'TanamDuit' },
    ]);
  });

  it('labels qualifications and interests in both languages', () => {
    expect(qualificationOptions('eng').map((option) => option.value)).toEqual([
      'degree',
      'masters',
      'professional',
      'phd',
    ]);
    expect(qualificationOptions('eng')[1]?.label).toBe('MSc/MBA/MPhil/MEng or equivalent');
    expect(interestOptions('eng').map((option) => option.label)).toEqual([
      'Food Security',
      'Energy and Renewables',
      'Vocational and Technical',
      'Affordable and Sustainable Housing',
      'Democratising Education',
    ]);
    for (const option of [...qualificationOptions('bm'), ...interestOptions('bm')]) {
      expect(option.label.length).toBeGreaterThan(0);
    }
  });
});
