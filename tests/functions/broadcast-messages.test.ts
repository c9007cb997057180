import { createHmac } from 'node:crypto';
import { unsubscribeTokenSchema } from '@gsk/core/broadcasts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { broadcastEmail, previewMessage } from '../../functions/src/broadcasts/messages';
import {
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from '../../functions/src/broadcasts/tokens';

/*
 * Broadcasts (issue 32, part F): the one-click unsubscribe's token, and the email and text a
 * recipient receives (docs/privacy.md "Broadcasts").
 */

const secret = 'broadcast-test-secret';
const subject = {
  memberId: '2c9a3f0e-8d7b-4d6e-9f1a-0b2c3d4e5f60',
  channel: 'email',
  purpose: 'news',
} as const;

describe('unsubscribe tokens', () => {
  it('name the member, channel and purpose they were signed for, in the form core accepts', async () => {
    const token = signUnsubscribeToken(subject, secret);
    expect(await unsubscribeTokenSchema.isValid({ t: token })).toBe(true);
    expect(verifyUnsubscribeToken(token, secret)).toEqual(subject);
    const sms = signUnsubscribeToken({ ...subject, channel: 'sms', purpose: 'activity' }, secret);
    expect(verifyUnsubscribeToken(sms, secret)).toEqual({
      ...subject,
      channel: 'sms',
      purpose: 'activity',
    });
  });

  it('are refused when signed with another key, altered, cut short or forged', () => {
    const token = signUnsubscribeToken(subject, secret);
    const [payload = '', mac = ''] = token.split('.');
    expect(verifyUnsubscribeToken(token, 'another-secret')).toBeUndefined();
    expect(verifyUnsubscribeToken(`${payload}.${mac.slice(0, -2)}`, secret)).toBeUndefined();
    expect(verifyUnsubscribeToken(payload, secret)).toBeUndefined();
    expect(verifyUnsubscribeToken(`${token}.x`, secret)).toBeUndefined();
    expect(verifyUnsubscribeToken('', secret)).toBeUndefined();
    // Another member in the payload under the first one's MAC.
    const other = Buffer.from(`u1|another-member|email|news`).toString('base64url');
    expect(verifyUnsubscribeToken(`${other}.${mac}`, secret)).toBeUndefined();
    // A payload the attacker signs with a guessed key is still not the site's.
    const forged = (text: string, key: string) =>
      `${Buffer.from(text).toString('base64url')}.${createHmac('sha256', key).update(text).digest('base64url')}`;
    expect(
      verifyUnsubscribeToken(forged(`u1|${subject.memberId}|email|news`, 'guess'), secret),
    ).toBeUndefined();
    // Signed by the site's key but not a payload it writes: refused as well.
    expect(
      verifyUnsubscribeToken(forged(`u1|${subject.memberId}|fax|news`, secret), secret),
    ).toBeUndefined();
    expect(
      verifyUnsubscribeToken(forged(`u2|${subject.memberId}|email|news`, secret), secret),
    ).toBeUndefined();
    expect(verifyUnsubscribeToken(forged(`u1||email|news`, secret), secret)).toBeUndefined();
  });
});

describe('a broadcast email', () => {
  const origins = process.env.SITE_ORIGINS;
  beforeEach(() => {
    process.env.SITE_ORIGINS = 'https://gsk.example';
  });
  afterEach(() => {
    process.env.SITE_ORIGINS = origins;
  });

  const words = {
    subject: 'Gotong-royong <b>Sabtu</b> ini',
    body: 'Salam semua,\n\nKami perlukan 20 orang & "kereta" <script>alert(1)</script>.',
  };

  it('carries the one-click headers of RFC 8058, why it came and a visible link to stop', () => {
    const token = signUnsubscribeToken(subject, secret);
    const email = broadcastEmail(words, 'bm', 'news', token);
    expect(email.headers).toEqual([
      { name: 'List-Unsubscribe', value: `<https://gsk.example/api/unsubscribe?t=${token}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
    const link = `https://gsk.example/unsubscribe?t=${token}`;
    expect(email.text).toContain(link);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text).toContain('Berhenti menerima emel ini');
    expect(email.text).toContain('bersetuju menerima berita dan rayuan');
    expect(email.subject).toBe('Gotong-royong <b>Sabtu</b> ini');
  });

  it('in English links to the English page and says why in English', () => {
    const token = signUnsubscribeToken(subject, secret);
    const email = broadcastEmail(
      { subject: 'Clean-up', body: 'Join us.' },
      'eng',
      'activity',
      token,
    );
    expect(email.html).toContain(`href="https://gsk.example/en/unsubscribe?t=${token}"`);
    expect(email.text).toContain('Stop these emails');
    expect(email.text).toContain('events and activities you join');
  });

  it('escapes every word staff wrote in the HTML part, paragraphs kept', () => {
    const email = broadcastEmail(words, 'bm', 'news', signUnsubscribeToken(subject, secret));
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Sabtu</b>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('<p style="white-space:pre-wrap">Salam semua,</p>');
    expect(email.text).toContain('Salam semua,\n\nKami perlukan 20 orang');
  });

  it('previews with a sample link that no key the site holds signed', () => {
    const preview = previewMessage('email', 'news', words, 'eng');
    const token = /unsubscribe\?t=([A-Za-z0-9_.-]+)/.exec(preview.text)?.[1] ?? '';
    expect(token).not.toBe('');
    expect(verifyUnsubscribeToken(token, secret)).toBeUndefined();
    expect(preview.subject).toBe(words.subject);
    expect(preview.html).toContain('/en/unsubscribe?t=');
  });

  it('previews a text as sent, with "RM0", the name, how to stop and its segments', () => {
    const preview = previewMessage('sms', 'news', { body: 'Gotong-royong Sabtu 8 pagi.' }, 'bm');
    expect(preview.text).toBe(
      'RM0 Gerakan Sektor Ketiga: Gotong-royong Sabtu 8 pagi. Balas STOP untuk berhenti.',
    );
    expect(preview.sms).toMatchObject({ encoding: 'gsm7', segments: 1 });
    const english = previewMessage('sms', 'news', { body: 'Clean-up on Saturday 8am.' }, 'eng');
    expect(english.text.endsWith('Reply STOP to stop these texts.')).toBe(true);
  });
});
