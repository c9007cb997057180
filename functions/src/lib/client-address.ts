import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { originVerifyHeader, viewerAddressHeader } from '@gsk/core/api';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from './config';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `proof` is the front's secret, compared in constant time (digests of equal length). */
const fromFront = (proof: string | undefined): boolean => {
  const secret = config.originVerifySecret;
  return !!proof && !!secret && timingSafeEqual(digest(proof), digest(secret));
};

/**
 * The address of the visitor a request comes from, as API Gateway's `sourceIp` would name it were
 * the site's `/api/*` front (CloudFront, the local proxies) not in between: the address the front
 * names (core's `viewerAddressHeader`) when the request proves it came through the front
 * (`originVerifyHeader` holds `ORIGIN_VERIFY_SECRET`), else the request's own `sourceIp`. A
 * client calling the API directly cannot choose the address it is counted by.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const named = event.headers[viewerAddressHeader]?.trim();
  if (named && isIP(named) && fromFront(event.headers[originVerifyHeader])) return named;
  return event.requestContext.http.sourceIp;
}
