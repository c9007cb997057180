import { startLocalStack } from './stack';

/**
 * `npm start`: the whole site on this machine, no AWS account needed. Ctrl-C stops everything.
 * `npm start -- --built` serves the production build instead of Vite's dev server: prerendered
 * pages in both languages, with the headers and paths CloudFront gives them.
 */
const stack = await startLocalStack({
  web: process.argv.includes('--built') ? 'built' : 'dev',
  seedEvents: true,
  seedStaff: true,
});
const { urls, staffSignIn } = stack;
console.info(`
Gerakan Sektor Ketiga — local stack is running

  Site             ${urls.site}  (its API under /api: ${urls.site}/api/health)
  API, direct      ${urls.api}  (health: ${urls.api}/api/health)
  Email outbox     ${urls.outbox}
  SMS outbox       ${urls.smsOutbox}
  DynamoDB         ${urls.dynamodb}
  S3               ${urls.s3}
  SES              ${urls.ses}
  SNS (SMS)        ${urls.sns}
  SQS (broadcasts) ${urls.sqs}
  eGHL simulator   ${urls.eghl}  (payments, settle pending ones)

Staff console    ${urls.site}/staff  (English: ${urls.site}/en/staff; sign in with the password, then the texted code)
  ${staffSignIn ?? ''}
  (\`npm run staff -- add <mobile>\` makes another account staff)

Data is kept in .local/ (delete it to start afresh; a fresh one starts with a few programmes,
and \`npm run event -- add …\` adds one). Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.info(`\n${signal} received, stopping…`);
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
