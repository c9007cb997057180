import type { OutboxMessage } from './outbox';
import type { SmsOutboxMessage } from './sms-outbox';

/** The other outbox each outbox page links to (absolute URLs: each has its own port). */
export interface OutboxLinks {
  /** The email outbox (the SES emulator's pages). */
  email?: string;
  /** The SMS outbox (the SNS emulator's pages). */
  sms?: string;
}

/** Outbox pages load nothing but their own styles and, for HTML mail, a sandboxed frame. */
export const pageSecurityHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/** An email's HTML body runs with no script, no network and no same-origin access. */
export const mailBodySecurityHeaders = {
  'Content-Security-Policy':
    "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => entities[char] ?? char);

const styles = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1b1b1b; }
  h1 { font-size: 1.4rem; } table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  th { background: #f4f4f4; } td.time { white-space: nowrap; color: #555; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; } dt { font-weight: 600; }
  pre { white-space: pre-wrap; background: #f7f7f7; padding: 1rem; border-radius: 4px; }
  iframe { width: 100%; height: 70vh; border: 1px solid #ccc; border-radius: 4px; background: #fff; }
  nav a { margin-right: 1rem; } .empty { color: #555; }`;

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
${body}
</body>
</html>
`;

const time = (iso: string): string =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(new Date(iso).toLocaleString('en-GB'))}</time>`;

const addresses = (list: string[]): string => escapeHtml(list.join(', '));

const messageLink = (message: OutboxMessage, label: string): string =>
  `<a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(label)}</a>`;

const outboxNav = (links: OutboxLinks): string => {
  const items = [
    links.email && `<a href="${escapeHtml(links.email)}">Email outbox</a>`,
    links.sms && `<a href="${escapeHtml(links.sms)}">Text messages (SMS)</a>`,
  ].filter(Boolean);
  return items.length ? `<nav>${items.join('')}</nav>\n` : '';
};

/** The outbox: every message SES accepted, newest first. */
export const renderOutbox = (messages: OutboxMessage[], links: OutboxLinks = {}): string =>
  page(
    `Outbox (${messages.length})`,
    `${outboxNav(links)}<h1>Local SES outbox</h1>
<p>Messages the local stack sent, kept as <code>.eml</code> files. Nothing leaves this machine. <a href="/">Refresh</a></p>
${
  messages.length
    ? `<table>
<thead><tr><th scope="col">Time</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${messages
  .map(
    (message) =>
      `<tr><td class="time">${time(message.date)}</td><td>${escapeHtml(message.from)}</td><td>${addresses([...message.to, ...message.cc])}</td><td>${messageLink(message, message.subject || '(no subject)')}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`
    : '<p class="empty">No messages yet.</p>'
}`,
  );

/** The SMS outbox: every text message SNS accepted, newest first (time, number, text). */
export const renderSmsOutbox = (messages: SmsOutboxMessage[], links: OutboxLinks = {}): string =>
  page(
    `Text messages (${messages.length})`,
    `${outboxNav(links)}<h1>Local SMS outbox</h1>
<p>Text messages the local stack sent through SNS. Nothing leaves this machine. <a href="/">Refresh</a></p>
${
  messages.length
    ? `<table>
<thead><tr><th scope="col">Time</th><th scope="col">Number</th><th scope="col">Text</th></tr></thead>
<tbody>
${messages
  .map(
    (message) =>
      `<tr><td class="time">${time(message.date)}</td><td class="time">${escapeHtml(message.to)}</td><td><pre>${escapeHtml(message.text)}</pre></td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`
    : '<p class="empty">No text messages yet.</p>'
}`,
  );

/** One message: its headers, the HTML body in a sandboxed frame and the text body. */
export const renderMessage = (message: OutboxMessage): string => {
  const id = encodeURIComponent(message.id);
  const rows: [string, string][] = [
    ['Date', time(message.date)],
    ['From', escapeHtml(message.from)],
    ['To', addresses(message.to)],
    ...(message.cc.length ? [['Cc', addresses(message.cc)] as [string, string]] : []),
    ...(message.bcc.length ? [['Bcc', addresses(message.bcc)] as [string, string]] : []),
    ...(message.replyTo.length
      ? [['Reply-To', addresses(message.replyTo)] as [string, string]]
      : []),
    ['Subject', escapeHtml(message.subject)],
    ['Envelope', `${escapeHtml(message.source)} → ${addresses(message.destinations)}`],
  ];
  return page(
    message.subject || '(no subject)',
    `<nav><a href="/">← Outbox</a><a href="/messages/${id}.eml">Raw .eml</a></nav>
<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<dl>
${rows.map(([name, value]) => `<dt>${name}</dt><dd>${value}</dd>`).join('\n')}
</dl>
${message.html !== null ? `<h2>HTML</h2>\n<iframe sandbox src="/messages/${id}/body.html" title="HTML body of the message"></iframe>` : ''}
${message.text !== null ? `<h2>Text</h2>\n<pre>${escapeHtml(message.text)}</pre>` : ''}`,
  );
};

export const renderNotFound = (): string =>
  page('Not found', '<h1>Not found</h1>\n<p><a href="/">Back to the outbox</a></p>');
