import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A handler for the adapter's tests: answers with the parts of the event API Gateway builds. */
export const handler = async (
  event: APIGatewayProxyEventV2,
): Promise<APIGatewayProxyStructuredResultV2> => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    rawQueryString: event.rawQueryString,
    queryStringParameters: event.queryStringParameters ?? null,
    pathParameters: event.pathParameters ?? null,
  }),
});
