import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';

let s3: S3Client | undefined;

/** S3 client (path-style against the local emulator). */
export const s3Client = () => (s3 ??= new S3Client({ forcePathStyle: config.s3ForcePathStyle }));
