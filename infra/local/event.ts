import { eventSchema } from '@gsk/core/events';
import type { EventValues } from '@gsk/core/events';
import { isValidationKey, validationEng } from '@gsk/core/i18n/validation-eng';
import { parseValidationMessage } from '@gsk/core/i18n/validation-message';
import { ValidationError } from 'yup';
import { fail, parseCommand, repoRoot, useLocalMembersTable } from './command-line';
import { loadEventsModule } from './event-seeds';

/*
 * `npm run event -- add --title-bm … --title-eng … --starts … --capacity …`: adds one programme to
 * the running local stack (`npm start`: its DynamoDB on the default port, or `--dynamodb URL`),
 * checked with core's event schema (the staff console's, issue 18) and written by the events'
 * domain functions. Times without an offset are Malaysian time.
 */

const usage = `Usage: npm run event -- add [options]

  --title-bm TEXT          title in Malay (required)
  --title-eng TEXT         title in English (required)
  --description-bm TEXT    description in Malay (required)
  --description-eng TEXT   description in English (required)
  --starts TIME            start, e.g. "2026-12-05 09:00" (Malaysian time) or an ISO instant (required)
  --ends TIME              end (default: two hours after the start)
  --capacity N             number of places (required)
  --venue-bm TEXT          venue in Malay (required unless --online)
  --venue-eng TEXT         venue in English (required unless --online)
  --online                 an online event (no venue)
  --featured               the home page's invitation points to it
  --draft                  store it unpublished (default: published)
  --dynamodb URL           the local DynamoDB (default: the one npm start runs)
`;

/** `2026-12-05 09:00` (or with `T`) is Malaysian time; anything else is passed on as typed. */
const instant = (typed: string | undefined): string | undefined =>
  typed && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(typed.trim())
    ? `${typed.trim().replace(' ', 'T')}+08:00`
    : typed;

/** The English text of a validation message (the command speaks English, like its usage). */
const english = (message: string): string => {
  const { key, params } = parseValidationMessage(message);
  const text = isValidationKey(key) ? validationEng[key] : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => params[name] ?? '');
};

const { values: options, positionals } = parseCommand(
  {
    'title-bm': { type: 'string' },
    'title-eng': { type: 'string' },
    'description-bm': { type: 'string' },
    'description-eng': { type: 'string' },
    starts: { type: 'string' },
    ends: { type: 'string' },
    capacity: { type: 'string' },
    'venue-bm': { type: 'string' },
    'venue-eng': { type: 'string' },
    online: { type: 'boolean' },
    featured: { type: 'boolean' },
    draft: { type: 'boolean' },
    dynamodb: { type: 'string' },
    help: { type: 'boolean' },
  },
  usage,
);

if (options.help || positionals[0] !== 'add' || positionals.length !== 1) {
  fail(usage);
}

const startsAt = instant(options.starts);
const defaultEnd =
  startsAt && !Number.isNaN(Date.parse(startsAt))
    ? new Date(Date.parse(startsAt) + 2 * 3600 * 1000).toISOString()
    : undefined;

let values: EventValues;
try {
  values = await eventSchema.validate(
    {
      title: { bm: options['title-bm'], eng: options['title-eng'] },
      description: { bm: options['description-bm'], eng: options['description-eng'] },
      online: options.online ?? false,
      venue: { bm: options['venue-bm'] ?? '', eng: options['venue-eng'] ?? '' },
      startsAt,
      endsAt: instant(options.ends) ?? defaultEnd,
      capacity: options.capacity,
      featured: options.featured ?? false,
      status: options.draft ? 'draft' : 'published',
    },
    { abortEarly: false },
  );
} catch (error) {
  if (!(error instanceof ValidationError)) throw error;
  const lines = error.inner.map((issue) => `  ${issue.path ?? ''}: ${english(issue.message)}`);
  fail(`The event was not added:\n${[...new Set(lines)].join('\n')}`);
  throw error;
}

useLocalMembersTable(options.dynamodb);

try {
  const { createEvent } = await loadEventsModule(repoRoot);
  const event = await createEvent(values);
  console.info(
    `Added ${values.status} event ${event.id}: "${values.title.eng}" on ${event.startsAt}`,
  );
} catch (error) {
  fail(
    `The event was not added: ${(error as Error).message}\n(Is the local stack running? npm start)`,
  );
}
