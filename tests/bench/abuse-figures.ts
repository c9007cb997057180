/*
 * The abuse figures of docs/security.md ("Abuse limits"), measured against a fresh local stack
 * (no site) with the limits and the staff-email cap as production has them:
 * - 5 addresses sending 50 partner applications with one email (each with its own phone):
 *   how many are accepted and how many staff emails they bring;
 * - 60 donations started at once from one address: how many are accepted.
 * Run: `npx tsx tests/bench/abuse-figures.ts`. Prints the figures; asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAddresses } from '../../infra/local/addresses';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import { emailsMentioning, postForm } from '../integration/application-client';
import { donation, paymentClient } from '../integration/payment-client';

const count = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((tally, status) => {
      tally[status] = (tally[status] ?? 0) + 1;
      return tally;
    }, {}),
  )
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');

// Every refusal logs a warning; the figures are what this prints.
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';

const dataDir = await mkdtemp(join(tmpdir(), 'gsk-abuse-'));
const stack = await startLocalStack({
  dataDir,
  ports: await freePorts(),
  web: 'none',
  logLevel: 'silent',
  reconcileIntervalMs: false,
});
try {
  const { urls } = stack;

  // 5 addresses, 50 applications, one email; sent at once, 10 from each address.
  const marker = randomUUID();
  const email = `flood+${marker}@example.com`;
  const started = performance.now();
  const applications = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      postForm(`${urls.api}/api/partnerForm`, `127.9.0.${(i % 5) + 1}`, {
        name: `Flood ${marker} ${i}`,
        email: i % 2 ? email.toUpperCase() : email,
        phone: `+60 12-555 ${String(1000 + i)}`,
        contributionType: 'equity',
        enterpriseType: 'kesum',
      }),
    ),
  );
  const floodMs = performance.now() - started;
  const accepted = applications.filter((answer) => answer.status === 201).length;
  // The notifier runs on S3's events; give it a moment to send what it will.
  await new Promise((done) => setTimeout(done, 3000));
  const staffEmails = (
    await emailsMentioning(urls.outbox, `Flood ${marker}`, { to: localAddresses.admin })
  ).length;
  console.info(
    `5 addresses, 50 applications, one email (${Math.round(floodMs)} ms): ` +
      `${accepted} accepted (${count(applications.map((answer) => answer.status))}), ` +
      `${staffEmails} staff emails`,
  );

  // 60 donations at once from one address, each with its own email and phone.
  const client = paymentClient(urls);
  const burstStarted = performance.now();
  const donations = await Promise.all(
    Array.from({ length: 60 }, () => client.start(donation(), urls.site, '127.9.1.1')),
  );
  const burstMs = performance.now() - burstStarted;
  const statuses = donations.map((response) => response.status);
  const retryAfter = donations
    .find((response) => response.status === 429)
    ?.headers.get('retry-after');
  console.info(
    `60 donations at once from one address (${Math.round(burstMs)} ms): ` +
      `${statuses.filter((status) => status === 201).length} accepted (${count(statuses)}); ` +
      `Retry-After of a refusal: ${retryAfter ?? '—'} s`,
  );
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
