import { describe, expect, it } from 'vitest';
import {
  buildMail,
  decodeWords,
  encodeQuotedPrintable,
  encodeText,
  parseMail,
  splitAddresses,
} from '../../../infra/local/emulators/mime';

describe('quoted-printable', () => {
  it('keeps lines within 76 characters and escapes = and trailing spaces', () => {
    const encoded = encodeQuotedPrintable(
      `${'Terima kasih atas sumbangan anda — '.repeat(6)}\nx = 1 \nakhir`,
    );
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(encoded).toContain('x =3D 1=20\r\nakhir');
    expect(encoded).toMatch(/^[\x20-\x7e\r\n]*$/);
  });
});

describe('encoded words', () => {
  it('leaves plain ASCII alone and encodes the rest as short UTF-8 words', () => {
    expect(encodeText('Resit sumbangan')).toBe('Resit sumbangan');
    const encoded = encodeText('Sumbangan anda — terima kasih 🙏 '.repeat(4));
    for (const word of encoded.split(' '))
      expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(decodeWords(encoded)).toBe('Sumbangan anda — terima kasih 🙏 '.repeat(4));
  });

  it('decodes Q and B words, joining adjacent ones and keeping other text', () => {
    expect(decodeWords('=?UTF-8?Q?Terima_kasih_=E2=80=94?= =?UTF-8?B?IGFuZGE=?= (GSK)')).toBe(
      'Terima kasih — anda (GSK)',
    );
    expect(decodeWords('=?ISO-8859-1?Q?Caf=E9?=')).toBe('Café');
  });
});

describe('addresses', () => {
  it('splits lists at commas outside quotes and brackets', () => {
    expect(
      splitAddresses('"Ahmad, Urus Setia" <ahmad@example.com>, nora@example.com , <x@y.z>'),
    ).toEqual(['"Ahmad, Urus Setia" <ahmad@example.com>', 'nora@example.com', '<x@y.z>']);
  });
});

describe('building and reading messages', () => {
  it('round-trips a UTF-8 text and HTML message', () => {
    const message = buildMail({
      from: 'Pasukan Gerakan — GSK <no-reply@gsk.example>',
      to: ['Siti <siti@example.com>'],
      cc: [],
      replyTo: [],
      subject: 'Terima kasih atas sumbangan anda',
      text: 'Baris satu\r\nBaris dua — tamat',
      html: '<p>Terima kasih</p>',
      date: new Date('2026-01-02T03:04:05Z'),
      messageId: 'id@email.amazonses.com',
      headers: [{ name: 'X-Kempen', value: 'Sektor Ketiga' }],
    });
    expect(message.toString('latin1')).toContain('Date: Fri, 02 Jan 2026 03:04:05 +0000');
    expect(message.toString('latin1')).toContain('From: =?UTF-8?B?');
    const mail = parseMail(message);
    expect(mail).toMatchObject({
      from: 'Pasukan Gerakan — GSK <no-reply@gsk.example>',
      to: ['Siti <siti@example.com>'],
      subject: 'Terima kasih atas sumbangan anda',
      text: 'Baris satu\nBaris dua — tamat',
      html: '<p>Terima kasih</p>',
      attachments: [],
    });
    expect(mail.headers.get('x-kempen')).toEqual(['Sektor Ketiga']);
  });

  it('never lets a header value start a new header', () => {
    const message = buildMail({
      from: 'a@b.example',
      to: ['c@d.example'],
      cc: [],
      replyTo: [],
      subject: 'Hello\r\nBcc: victim@example.com',
      text: 'x',
      date: new Date(),
      messageId: 'id@email.amazonses.com',
    });
    expect(message.toString('latin1')).not.toMatch(/^Bcc:/m);
    expect(parseMail(message).subject).toBe('Hello\r\nBcc: victim@example.com');
  });

  it('reads nested multipart, latin-1 parts and RFC 2231 file names', () => {
    const raw = Buffer.concat([
      Buffer.from(
        [
          'From: a@b.example',
          'To: c@d.example',
          'Subject: =?iso-8859-1?q?R=E9sum=E9?=',
          'Content-Type: multipart/mixed; boundary=outer',
          '',
          'preamble',
          '--outer',
          'Content-Type: multipart/alternative; boundary="inner"',
          '',
          '--inner',
          'Content-Type: text/plain; charset=iso-8859-1',
          'Content-Transfer-Encoding: 8bit',
          '',
          'Caf',
        ].join('\r\n'),
        'latin1',
      ),
      Buffer.from([0xe9]),
      Buffer.from(
        [
          '',
          '--inner',
          'Content-Type: text/html; charset=utf-8',
          'Content-Transfer-Encoding: quoted-printable',
          '',
          '<p>Caf=C3=A9 =',
          'panjang</p>',
          '--inner--',
          '--outer',
          'Content-Type: application/pdf',
          "Content-Disposition: attachment; filename*0*=UTF-8''r%C3%A9sum; filename*1*=%C3%A9.pdf",
          'Content-Transfer-Encoding: base64',
          '',
          'JVBERi0=',
          '--outer--',
          'epilogue',
        ].join('\r\n'),
        'latin1',
      ),
    ]);
    expect(parseMail(raw)).toMatchObject({
      subject: 'Résumé',
      text: 'Café',
      html: '<p>Café panjang</p>',
      attachments: [{ filename: 'résumé.pdf', contentType: 'application/pdf', size: 5 }],
    });
  });
});
