import { fail, parseCommand, repoRoot, useLocalMembersTable } from './command-line';
import { loadStaffModule } from './staff-seed';

/*
 * `npm run staff -- add <mobile> [--name NAME]`: makes the account of a mobile number staff, or
 * creates a staff account for a number that has none (then --name is required, and its initial
 * password is printed once: nothing else keeps it). `npm run staff -- remove <mobile>` takes the
 * role back and ends the account's sessions. By default against the running local stack
 * (`npm start`: its DynamoDB on the default port, or `--dynamodb URL`); with MEMBERS_TABLE set in
 * the environment, against that table of a deployed stage with the environment's AWS
 * credentials and region (README, "Staff accounts").
 */

const usage = `Usage: npm run staff -- add <mobile> [options]
       npm run staff -- remove <mobile> [--dynamodb URL]

  add                 makes the account of <mobile> staff, or creates a staff account
  remove              makes a staff account a member's again and ends its sessions at once

  --name NAME         the staff member's name, as on the identity card (required when no
                      account has the number: a staff account is created)
  --language bm|eng   the language of their texts when created (default: bm)
  --dynamodb URL      the local DynamoDB (default: the one npm start runs)

With MEMBERS_TABLE set (and AWS credentials and AWS_REGION), it writes to that table instead.
`;

const { values: options, positionals } = parseCommand(
  {
    name: { type: 'string' },
    language: { type: 'string' },
    dynamodb: { type: 'string' },
    help: { type: 'boolean' },
  },
  usage,
);

const [command, mobile] = positionals;
if (
  options.help ||
  (command !== 'add' && command !== 'remove') ||
  !mobile ||
  positionals.length !== 2
)
  fail(usage);
const language = options.language ?? 'bm';
if (language !== 'bm' && language !== 'eng') fail(`--language is bm or eng\n\n${usage}`);

const deployed = process.env.MEMBERS_TABLE !== undefined && options.dynamodb === undefined;
if (!deployed) {
  useLocalMembersTable(options.dynamodb);
}

const { addStaff, removeStaff, StaffInputError } = await loadStaffModule(repoRoot);
const where = deployed ? `table ${process.env.MEMBERS_TABLE}` : 'the local stack';
if (command === 'remove') {
  try {
    const removed = await removeStaff(mobile ?? '');
    console.info(
      `Account ${removed.memberId} of ${mobile} is no longer staff in ${where}; its sessions have ended.`,
    );
  } catch (error) {
    if (error instanceof StaffInputError) fail(error.message);
    fail(
      `No staff was removed: ${(error as Error).message}${deployed ? '' : '\n(Is the local stack running? npm start)'}`,
    );
  }
  process.exit(0);
}
try {
  const added = await addStaff(mobile ?? '', {
    name: options.name,
    language: language as 'bm' | 'eng',
  });
  console.info(
    added.created
      ? `Created staff account ${added.memberId} for ${mobile} in ${where}.\n` +
          `Initial password (shown this once, stored nowhere): ${added.initialPassword}\n` +
          'Give it to them in person; they sign in to the staff console (/staff, in English /en/staff) with it and the texted code, then change it.'
      : `Account ${added.memberId} of ${mobile} is now staff in ${where}: they sign in with their own password and a texted code.`,
  );
} catch (error) {
  if (error instanceof StaffInputError) fail(error.message);
  fail(
    `No staff was added: ${(error as Error).message}${deployed ? '' : '\n(Is the local stack running? npm start)'}`,
  );
}
