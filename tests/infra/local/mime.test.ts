import { describe, expect, it } from 'vitest';
import { buildMail, encodeQuotedPrintable, encodeText } from '../../../infra/local/emulators/mime';

/** The text of a header's `=?UTF-8?B?…?=` words. */
const decodeWords = (value: string): string =>
  Buffer.concat(
    [...value.matchAll(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/g)].map(([, data = '']) =>
      Buffer.from(data, 'base64'),
    ),
  ).toString('utf8');

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
});

describe('building messages', () => {
  it('writes a UTF-8 text and HTML message as alternatives', () => {
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
    }).toString('latin1');
    expect(message).toContain('Date: Fri, 02 Jan 2026 03:04:05 +0000');
    const from = /^From: (.*) <no-reply@gsk\.example>$/m.exec(message)?.[1] ?? '';
    expect(decodeWords(from)).toBe('Pasukan Gerakan — GSK');
    expect(message).toContain('To: Siti <siti@example.com>');
    expect(message).toContain('Subject: Terima kasih atas sumbangan anda');
    expect(message).toContain('Message-ID: <id@email.amazonses.com>');
    expect(message).toMatch(/Content-Type: multipart\/alternative; boundary="=_[0-9a-f]+"/);
    expect(message).toContain('Baris satu\r\nBaris dua =E2=80=94 tamat');
    expect(message).toContain('Content-Type: text/html; charset=UTF-8');
    expect(message).toContain('<p>Terima kasih</p>');
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
  });
});
