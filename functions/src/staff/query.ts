import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { ownFields } from '../lib/http-handler';

/**
 * A staff list's query string checked with core's schema: only the schema's own parameters, an
 * empty one (`?status=`, a form's "any" choice) taken as absent. A bad value throws yup's error,
 * which the handler answers 400 `validation` with the parameter's translated key.
 */
export async function staffQuery<S extends ObjectSchema<AnyObject>>(
  schema: S,
  event: APIGatewayProxyEventV2,
): Promise<InferType<S>> {
  const given = Object.fromEntries(
    Object.entries(event.queryStringParameters ?? {}).filter(([, value]) => value !== ''),
  );
  return schema.validate(ownFields(given, schema), { abortEarly: false, stripUnknown: true });
}
