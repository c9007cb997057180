import { Config } from 'sst/constructs';
import type { StackContext } from 'sst/constructs';

/**
 * Secrets live in SSM through SST (`npx sst secrets set EGHL_PASSWORD … --stage prod`), never in the
 * repo or the web bundle. A function gets one only by binding it, so only the handlers that sign or
 * verify eGHL messages will see the merchant password, and only the upload and form handlers the
 * key that signs upload tokens.
 */
export function Secrets({ stack }: StackContext) {
  return {
    eghlPassword: new Config.Secret(stack, 'EGHL_PASSWORD'),
    uploadTokenSecret: new Config.Secret(stack, 'UPLOAD_TOKEN_SECRET'),
  };
}
