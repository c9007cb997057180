import { PassThrough, Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import type { IncomingMessage } from 'node:http';

const crlf = Buffer.from('\r\n');

/**
 * Decodes the `aws-chunked` content encoding the S3 SDK uses for streamed uploads (each chunk:
 * hex size, optional `;chunk-signature=…`, CRLF, data, CRLF; a zero-size chunk, then trailing
 * checksum headers). s3rver predates it and would store the framing as object content.
 */
export class AwsChunkedDecoder extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private state: 'size' | 'data' | 'data-end' | 'trailer' | 'done' = 'size';
  private remaining = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    try {
      this.consume();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    const complete = this.state === 'done' || (this.state === 'trailer' && !this.pending.length);
    done(complete ? null : new Error('Incomplete aws-chunked body'));
  }

  private consume(): void {
    for (;;) {
      if (this.state === 'data') {
        if (!this.pending.length) return;
        const take = Math.min(this.remaining, this.pending.length);
        this.push(this.pending.subarray(0, take));
        this.pending = this.pending.subarray(take);
        this.remaining -= take;
        if (!this.remaining) this.state = 'data-end';
        continue;
      }
      if (this.state === 'done') {
        this.pending = Buffer.alloc(0);
        return;
      }
      const end = this.pending.indexOf(crlf);
      if (end < 0) return;
      const line = this.pending.subarray(0, end).toString('latin1');
      this.pending = this.pending.subarray(end + crlf.length);
      if (this.state === 'data-end') {
        if (line) throw new Error('Malformed aws-chunked body: chunk longer than its size');
        this.state = 'size';
      } else if (this.state === 'size') {
        const size = Number.parseInt(line.split(';')[0] ?? '', 16);
        if (!Number.isFinite(size) || size < 0) throw new Error('Malformed aws-chunked chunk size');
        this.remaining = size;
        this.state = size ? 'data' : 'trailer';
      } else if (!line) {
        this.state = 'done';
      }
    }
  }
}

/** Whether an S3 request body is framed as aws-chunked. */
export const isAwsChunked = (req: IncomingMessage): boolean =>
  String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-') ||
  /(^|,)\s*aws-chunked\s*(,|$)/i.test(String(req.headers['content-encoding'] ?? ''));

/**
 * A stand-in for `req` whose body is the decoded payload and whose headers describe it the way a
 * plain PUT would, for handing to s3rver's request listener.
 */
export const decodedRequest = (req: IncomingMessage): IncomingMessage => {
  const headers = { ...req.headers };
  const encodings = String(headers['content-encoding'] ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value && value.toLowerCase() !== 'aws-chunked');
  if (encodings.length) headers['content-encoding'] = encodings.join(', ');
  else delete headers['content-encoding'];
  const decodedLength = headers['x-amz-decoded-content-length'];
  delete headers['transfer-encoding'];
  if (typeof decodedLength === 'string') headers['content-length'] = decodedLength;
  else {
    delete headers['content-length'];
    headers['transfer-encoding'] = 'chunked';
  }
  headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
  const body = req.pipe(new AwsChunkedDecoder()).pipe(new PassThrough());
  req.on('error', (error) => body.destroy(error));
  return Object.assign(body, {
    method: req.method,
    url: req.url,
    headers,
    rawHeaders: [],
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
  }) as unknown as IncomingMessage;
};
