import { EVENT_CAPACITY_MAX, EVENT_TITLE_MAX_LENGTH } from '@gsk/core/constants';
import { eventSchema } from '@gsk/core/events';
import { describe, expect, it } from 'vitest';
import { formatValidationMessage } from '../support/validation-text';
import { messagesOf } from './validate';

const event = {
  title: { bm: 'Taklimat Ahli Koperasi', eng: "Co-operative Members' Briefing" },
  description: { bm: 'Taklimat tahunan.', eng: 'The yearly briefing.' },
  online: false,
  venue: { bm: 'Dewan Seksyen 7, Shah Alam', eng: 'Section 7 Hall, Shah Alam' },
  startsAt: '2026-12-05T09:00:00+08:00',
  endsAt: '2026-12-05T12:00:00+08:00',
  capacity: 120,
};

describe('eventSchema', () => {
  it('accepts an event with a venue, and an online one without, defaulting to an unfeatured draft', () => {
    expect(messagesOf(eventSchema, event)).toEqual({});
    expect(eventSchema.validateSync(event)).toMatchObject({ featured: false, status: 'draft' });
    const online = { ...event, online: true, venue: undefined };
    expect(messagesOf(eventSchema, online)).toEqual({});
  });

  it.each([
    [
      'title.bm',
      { title: { bm: '  ', eng: 'x' } },
      'Title is required in this language',
      'Tajuk diperlukan dalam bahasa ini',
    ],
    [
      'title.eng',
      { title: { bm: 'x', eng: 'x'.repeat(EVENT_TITLE_MAX_LENGTH + 1) } },
      `Title must be at most ${EVENT_TITLE_MAX_LENGTH} characters`,
      `Tajuk mesti tidak melebihi ${EVENT_TITLE_MAX_LENGTH} aksara`,
    ],
    [
      'venue.eng',
      { venue: { bm: 'Dewan', eng: '' } },
      'Venue is required unless the event is online',
      'Tempat diperlukan kecuali acara diadakan dalam talian',
    ],
    [
      'startsAt',
      { startsAt: '5/12/2026 9am' },
      'Start must be a date and time with its offset, e.g. 2026-12-05T09:00:00+08:00',
      'Masa mula mesti tarikh dan masa beserta ofsetnya, cth. 2026-12-05T09:00:00+08:00',
    ],
    [
      'startsAt',
      { startsAt: '2026-12-05T09:00:00' },
      'Start must be a date and time with its offset, e.g. 2026-12-05T09:00:00+08:00',
      'Masa mula mesti tarikh dan masa beserta ofsetnya, cth. 2026-12-05T09:00:00+08:00',
    ],
    [
      'endsAt',
      { endsAt: '2026-12-05T09:00:00+08:00' },
      'The event must end after it starts',
      'Acara mesti tamat selepas ia bermula',
    ],
    [
      'capacity',
      { capacity: 0 },
      'Number of places must be at least 1',
      'Bilangan tempat mesti sekurang-kurangnya 1',
    ],
    [
      'capacity',
      { capacity: 2.5 },
      'Number of places must be a whole number',
      'Bilangan tempat mesti nombor bulat',
    ],
    [
      'capacity',
      { capacity: 'many' },
      'Number of places must be a whole number',
      'Bilangan tempat mesti nombor bulat',
    ],
    [
      'capacity',
      { capacity: EVENT_CAPACITY_MAX + 1 },
      `Number of places must be at most ${EVENT_CAPACITY_MAX}`,
      `Bilangan tempat mesti tidak melebihi ${EVENT_CAPACITY_MAX}`,
    ],
    [
      'status',
      { status: 'open' },
      'Status must be draft, published or closed',
      'Status mesti draf, diterbitkan atau ditutup',
    ],
  ])('%s: %j is refused in both languages', (field, change, english, malay) => {
    const message = messagesOf(eventSchema, { ...event, ...change })[field];
    expect(message).toBeDefined();
    expect(formatValidationMessage(message ?? '', 'eng')).toBe(english);
    expect(formatValidationMessage(message ?? '', 'bm')).toBe(malay);
  });
});
