import {
  checkCvMimeType,
  checkCvName,
  checkCvSize,
  expertCvPolicy,
  partnerCvPolicy,
  type CvPolicy,
} from '@gsk/core/application';
import { applicationForms, type ApplicationForm } from '@gsk/core/api';
import { text } from '@gsk/core/schema';
import { number, object, type InferType, type TestContext } from 'yup';

/** The CV formats each form accepts. */
export const cvPolicyOf: Readonly<Record<ApplicationForm, CvPolicy>> = {
  partner: partnerCvPolicy,
  expert: expertCvPolicy,
};

/** Longest file name accepted (a common file-system limit). */
const FILENAME_MAX_LENGTH = 255;
/** Longest declared content type accepted (RFC 6838's limit on a type and subtype with a little room). */
const CONTENT_TYPE_MAX_LENGTH = 255;

const siblings = (context: TestContext): { form?: unknown; filename?: unknown } =>
  (context.parent as { form?: unknown; filename?: unknown } | undefined) ?? {};

/**
 * Keeps only the body's own properties that are fields of the schema. yup looks each property of
 * a value up among its fields, so a body with a key like `constructor` or `toString` would find
 * an inherited function there and fail with a 500 instead of being stripped.
 */
export const ownFieldsOnly =
  (names: readonly string[]) =>
  (value: unknown): unknown =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(
          names
            .filter((name) => Object.hasOwn(value, name))
            .map((name) => [name, (value as Record<string, unknown>)[name]]),
        )
      : value;

const policyIn = (context: TestContext): CvPolicy =>
  siblings(context).form === 'expert' ? expertCvPolicy : partnerCvPolicy;

const filenameIn = (context: TestContext): string | undefined => {
  const { filename } = siblings(context);
  return typeof filename === 'string' ? filename : undefined;
};

const uploadFields = {
  form: text().required().oneOf(applicationForms),
  filename: text()
    .required('cv.upload')
    .max(FILENAME_MAX_LENGTH, 'cv.upload')
    .test('cv-name', 'cv.type', function (value) {
      const message = checkCvName(value, policyIn(this));
      return message ? this.createError({ message }) : true;
    }),
  contentType: text({ trim: false })
    .default('')
    .max(CONTENT_TYPE_MAX_LENGTH, 'cv.type')
    .test('cv-type', 'cv.type', function (value) {
      const message = checkCvMimeType(value, filenameIn(this), policyIn(this));
      return message ? this.createError({ message }) : true;
    }),
  size: number()
    .required('cv.size')
    .integer('cv.size')
    .test('cv-size', 'cv.size', function (value) {
      const message = checkCvSize(value);
      return message ? this.createError({ message }) : true;
    }),
};

/**
 * `POST /api/uploads`: the CV the browser is about to upload. The same checks as the browser's
 * `checkCvFile` (name, declared type, size), with the accepted formats of the named form.
 */
export const uploadRequestSchema = object(uploadFields).transform(
  ownFieldsOnly(Object.keys(uploadFields)),
);

/** A valid upload request. */
export type UploadRequest = InferType<typeof uploadRequestSchema>;
