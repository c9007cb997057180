import { Api, use } from 'sst/constructs';
import type { ApiCorsProps, StackContext } from 'sst/constructs';
import { routes } from '../routes';
import { siteOrigins } from './settings';
import { Storage } from './storage';

type CorsMethod = NonNullable<ApiCorsProps['allowMethods']>[number];

/** The methods of the route table, for the CORS preflight answer. */
const routeMethods = (): CorsMethod[] => [
  ...new Set(Object.keys(routes).map((key) => key.split(' ')[0] as CorsMethod)),
];

/**
 * The HTTP API: one Lambda per entry of the route table, each named by its handler's path (infra never
 * imports handler code). CORS answers the site's origins only, with the same headers the local adapter
 * allows. Handlers get the environment the local stack gives them.
 */
export function API({ stack, app }: StackContext) {
  const { table, bucket } = use(Storage);
  const origins = siteOrigins(app.stage);

  const api = new Api(stack, 'api', {
    routes: { ...routes },
    cors: {
      allowOrigins: origins,
      allowMethods: routeMethods(),
      allowHeaders: ['content-type', 'accept'],
      maxAge: '10 minutes',
    },
    defaults: {
      function: {
        environment: {
          PAYMENTS_TABLE: table.tableName,
          APPLICATIONS_BUCKET: bucket.bucketName,
          SITE_ORIGINS: origins.join(','),
        },
      },
    },
  });

  stack.addOutputs({ ApiUrl: api.url });
  return { api };
}
