import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { eventSchema } from '@gsk/core/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig, ensureResources } from '../../../infra/local/emulators';
import type { Emulators } from '../../../infra/local/emulators';
import { seedEvents } from '../../../infra/local/event-seeds';
import { names } from '../../../infra/names';
import { removeDir, startTestEmulators, tempDataDir } from './support';

/*
 * `npm run event -- add …` against the local DynamoDB (its `--dynamodb` option points it at these
 * emulators), and the programmes a fresh local stack is seeded with.
 */

let emulators: Emulators;
let dataDir: string;
let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  dataDir = await tempDataDir();
  emulators = await startTestEmulators(dataDir);
  await ensureResources(emulators);
  documents = DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig(emulators, 'dynamodb')));
});

afterAll(async () => {
  documents.destroy();
  await emulators.stop();
  await removeDir(dataDir);
});

/** Runs the command as `npm run event --` does, answering its exit code and output. */
const run = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'infra/local/event.ts', ...args],
      { cwd: new URL('../../../', import.meta.url).pathname },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
};

const events = async () =>
  (
    await documents.send(
      new QueryCommand({
        TableName: names.membersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :event)',
        ExpressionAttributeValues: { ':pk': 'EVENTS', ':event': 'EVENT#' },
      }),
    )
  ).Items ?? [];

describe('npm run event -- add', () => {
  it('names every field that fails core’s schema, in English, and writes nothing', async () => {
    const answer = await run(
      'add',
      '--title-bm',
      'Bengkel Koperasi Belia',
      '--starts',
      'tomorrow',
      '--capacity',
      '0',
      '--dynamodb',
      emulators.endpoints.dynamodb,
    );
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('The event was not added:');
    expect(answer.stderr).toContain('title.eng: Title is required in this language');
    expect(answer.stderr).toContain('venue.bm: Venue is required unless the event is online');
    expect(answer.stderr).toContain('startsAt: Start must be a date and time with its offset');
    expect(answer.stderr).toContain('capacity: Number of places must be at least 1');
    expect(await events()).toEqual([]);
  });

  it('adds a published event, reading a time without offset as Malaysian time', async () => {
    const answer = await run(
      'add',
      '--title-bm',
      'Bengkel Koperasi Belia',
      '--title-eng',
      'Youth Co-operative Workshop',
      '--description-bm',
      'Cara menubuhkan koperasi belia.',
      '--description-eng',
      'How to set up a youth co-operative.',
      '--venue-bm',
      'Dewan Komuniti Kampung Baru, Kuala Lumpur',
      '--venue-eng',
      'Kampung Baru Community Hall, Kuala Lumpur',
      '--starts',
      '2027-01-16 10:00',
      '--capacity',
      '60',
      '--dynamodb',
      emulators.endpoints.dynamodb,
    );
    expect(answer.stderr).not.toContain('not added');
    expect(answer.code).toBe(0);
    expect(answer.stdout).toMatch(
      /^Added published event [0-9a-f-]{36}: "Youth Co-operative Workshop"/,
    );
    expect(await events()).toEqual([
      expect.objectContaining({
        title: { bm: 'Bengkel Koperasi Belia', eng: 'Youth Co-operative Workshop' },
        startsAt: '2027-01-16T02:00:00.000Z',
        endsAt: '2027-01-16T04:00:00.000Z',
        capacity: 60,
        registeredCount: 0,
        status: 'published',
        featured: false,
        online: false,
      }),
    ]);
  });

  it('prints its usage for anything but add', async () => {
    const answer = await run('remove');
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('Usage: npm run event -- add [options]');
  });
});

describe('the seeded programmes', () => {
  it('are valid events in both languages, in the future, one featured', () => {
    const now = new Date();
    const seeds = seedEvents(now);
    expect(seeds.length).toBeGreaterThanOrEqual(4);
    for (const seed of seeds) {
      expect(() => eventSchema.validateSync(seed, { abortEarly: false })).not.toThrow();
      expect(Date.parse(seed.startsAt)).toBeGreaterThan(now.getTime());
    }
    expect(seeds.filter((seed) => seed.featured)).toHaveLength(1);
    expect(seeds.some((seed) => seed.online)).toBe(true);
  });
});
