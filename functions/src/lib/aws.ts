/*
 * One client each per Lambda container, created on first use. Endpoints come from the SDK's own
 * AWS_ENDPOINT_URL_<SERVICE> variables, which the local stack sets to its emulators. One module per
 * service: the functions' package has no side effects (functions/package.json), so a bundle
 * imports only the SDK packages of the clients it calls, and a handler that sends no email never
 * loads SES at cold start.
 */
export { dynamoDb, dynamoDbStore } from './aws/dynamo';
export { s3Client } from './aws/s3';
export { sesClient } from './aws/ses';
export { snsClient } from './aws/sns';
