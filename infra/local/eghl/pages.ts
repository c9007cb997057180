import type { Transaction } from './protocol';

/** HTML-escapes text for element content and quoted attribute values. */
export const escape = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const styles = `
  :root { color-scheme: light; --ink: #1b2430; --soft: #55606e; --line: #d5dbe1; --brand: #5b2a86; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: #f3f1f7; }
  main { max-width: 720px; margin: 0 auto; padding: 16px; }
  header.bar { background: var(--brand); color: #fff; padding: 12px 16px; }
  header.bar p { margin: 0; font-weight: 700; letter-spacing: 0.04em; }
  h1 { font-size: 1.4rem; margin: 16px 0 8px; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 16px; margin: 16px 0; }
  dl { display: grid; grid-template-columns: minmax(96px, auto) 1fr; gap: 6px 16px; margin: 0; }
  dt { color: var(--soft); }
  dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 1.6rem; font-weight: 800; }
  .outcomes { display: grid; gap: 10px; grid-template-columns: 1fr; }
  @media (min-width: 560px) { .outcomes { grid-template-columns: 1fr 1fr; } }
  button, .button { display: inline-flex; align-items: center; justify-content: center; min-height: 48px;
    padding: 10px 18px; border: 2px solid transparent; border-radius: 10px; font: inherit; font-weight: 700;
    cursor: pointer; text-decoration: none; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #b26b00; outline-offset: 2px; }
  .success { background: #1e6b34; color: #fff; }
  .failure { background: #a4231b; color: #fff; }
  .pending { background: #fff; color: #7a4b00; border-color: #7a4b00; }
  .cancel { background: #fff; color: var(--ink); border-color: var(--soft); }
  .note { color: var(--soft); font-size: 0.9rem; }
  .errors { color: #a4231b; }
  table { width: 100%; border-collapse: collapse; font-size: 0.92rem; }
  th, td { text-align: left; padding: 8px 6px; border-bottom: 1px solid var(--line); vertical-align: top; }
  .inline { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  code { overflow-wrap: anywhere; }
  fieldset.plain { border: 0; padding: 0; margin: 0; }
  .scroll { overflow-x: auto; }
`;

/** A whole page with the simulator's look; `nonce` authorises its one style (and script) element. */
export const page = (
  title: string,
  body: string,
  nonce: string,
  script = '',
): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · eGHL simulator</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<header class="bar"><p>eGHL payment gateway · local simulator</p></header>
<main>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;

const detail = (label: string, value: string | undefined) =>
  `<dt>${escape(label)}</dt><dd>${escape(value ?? '')}</dd>`;

/** The hosted payment page: what is being paid, and the four outcomes a tester can choose. */
export const paymentPage = (tx: Transaction, action: string, nonce: string): string => {
  const { request } = tx;
  return page(
    'Pay',
    `<h1>Complete your payment</h1>
<section class="card" aria-labelledby="summary">
  <h2 id="summary" class="note">Payment details</h2>
  <p class="amount">${escape(request.CurrencyCode ?? '')} ${escape(request.Amount ?? '')}</p>
  <dl>
    ${detail('Description', request.PaymentDesc)}
    ${detail('Merchant', request.ServiceID)}
    ${detail('Payment ID', tx.paymentId)}
    ${detail('Name', request.CustName)}
    ${detail('Email', request.CustEmail)}
    ${detail('Phone', request.CustPhone)}
    ${detail('Language', request.LanguageCode || 'default')}
  </dl>
</section>
<form class="card" method="post" action="${escape(action)}">
  <fieldset class="plain">
    <legend><h2>Choose what the bank answers</h2></legend>
    <p class="note">This is a test gateway: no money moves. Each choice sends the buyer back to the
    merchant (browser leg) and notifies the merchant's callback URL (server leg).</p>
    <div class="outcomes">
      <button class="success" name="outcome" value="success">Pay successfully</button>
      <button class="failure" name="outcome" value="failure">Decline payment</button>
      <button class="pending" name="outcome" value="pending">Leave pending</button>
      <button class="cancel" name="outcome" value="cancel">Cancel payment</button>
    </div>
  </fieldset>
</form>`,
    nonce,
  );
};

/** A request the gateway refuses, with every reason. */
export const errorPage = (problems: string[], nonce: string): string =>
  page(
    'Request rejected',
    `<h1>Payment request rejected</h1>
<section class="card errors" role="alert">
  <p>The gateway refused this request:</p>
  <ul>${problems.map((problem) => `<li>${escape(problem)}</li>`).join('')}</ul>
</section>`,
    nonce,
  );

/** The browser leg: a form that posts the signed response to the merchant's return URL at once. */
export const returnPage = (
  returnUrl: string,
  fields: Readonly<Record<string, string>>,
  nonce: string,
): string =>
  page(
    'Returning to the merchant',
    `<h1>Returning you to the merchant…</h1>
<form id="return" method="post" action="${escape(returnUrl)}">
${Object.entries(fields)
  .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
  .join('\n')}
<noscript><button type="submit" class="success">Continue</button></noscript>
</form>`,
    nonce,
    "document.getElementById('return').submit();",
  );

const deliverySummary = (tx: Transaction): string => {
  const last = tx.deliveries.at(-1);
  if (!last) return '—';
  return `${tx.deliveries.length} attempt(s); last: TxnStatus ${escape(last.txnStatus)}, ${
    last.status === null ? 'no answer' : `HTTP ${last.status}`
  } “${escape(last.body.slice(0, 40))}”${last.ok ? ' ✓' : ''}`;
};

/** The simulator's home: its settings and every transaction, with pending ones to settle. */
export const indexPage = (
  transactions: Transaction[],
  settings: { serviceId: string; gatewayUrl: string },
  nonce: string,
): string => {
  const rows = transactions
    .map((tx) => {
      const settle =
        tx.state === 'pending'
          ? `<form method="post" action="/transactions/${encodeURIComponent(tx.paymentId)}/settle" class="inline">
  <label><input type="checkbox" name="notify" value="on" checked> send callback</label>
  <button class="success" name="outcome" value="success">Settle as success</button>
  <button class="failure" name="outcome" value="failure">Settle as failure</button>
</form>`
          : tx.state === 'awaiting'
            ? `<a class="button cancel" href="/IPGSG/pay/${encodeURIComponent(tx.session)}">Open payment page</a>`
            : '';
      return `<tr>
  <td><code>${escape(tx.paymentId)}</code><br><span class="note">${escape(tx.createdAt)}</span></td>
  <td>${escape(tx.request.Amount ?? '')}</td>
  <td>${escape(tx.state)}</td>
  <td>${deliverySummary(tx)}</td>
  <td>${settle}</td>
</tr>`;
    })
    .join('\n');
  return page(
    'Transactions',
    `<h1>Transactions</h1>
<section class="card">
  <dl>
    ${detail('ServiceID', settings.serviceId)}
    ${detail('Endpoint (SALE, QUERY)', settings.gatewayUrl)}
  </dl>
</section>
<section class="card" aria-labelledby="list">
  <h2 id="list">All payments, newest first</h2>
  ${
    transactions.length === 0
      ? '<p>No payment yet.</p>'
      : `<div class="scroll"><table>
  <thead><tr><th scope="col">Payment ID</th><th scope="col">Amount</th><th scope="col">State</th><th scope="col">Server leg</th><th scope="col">Actions</th></tr></thead>
  <tbody>${rows}</tbody>
</table></div>`
  }
</section>`,
    nonce,
  );
};
