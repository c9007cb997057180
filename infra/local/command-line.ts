import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import { names } from '../names';
import { localCredentials, localRegion } from './emulators';
import { loopback } from './emulators/http';
import { defaultPorts } from './ports';

/*
 * What the local stack's commands (`npm run event`, `npm run staff`) share: failing with a
 * message, reading their arguments against their usage, and pointing the handlers' code at the
 * running local stack's members table.
 */

/** The repository's root, from which the commands load the functions' code. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Prints `message` and ends the command with status 1. */
export const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** The command's options and positionals; a malformed line fails with the usage. */
export function parseCommand<O extends NonNullable<ParseArgsConfig['options']>>(
  options: O,
  usage: string,
): ReturnType<typeof parseArgs<{ allowPositionals: true; options: O }>> {
  try {
    return parseArgs({ allowPositionals: true, options });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${usage}`);
  }
}

/**
 * Points the functions' code at the local stack's members table: its DynamoDB (`dynamodb`, else
 * the one `npm start` runs), with the emulators' credentials and region.
 */
export function useLocalMembersTable(dynamodb: string | undefined): void {
  Object.assign(process.env, {
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamodb ?? `http://${loopback}:${defaultPorts.dynamodb}`,
    MEMBERS_TABLE: names.membersTable,
  });
}
