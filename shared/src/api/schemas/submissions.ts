/**
 * Answers of the form, upload, notification and application-draft calls of
 * forms-spec.md, and our form token: JSON Schema the API serializes with and
 * publishes in /api/openapi.json.
 */
import { Type } from 'typebox';
import { ApiErrorBodySchema, ApiValidationErrorBodySchema, StatusTrue } from './common.ts';

/** A refused call: every error's shape, with each refused field's message when fields were refused. */
export const ApiFailureSchema = Type.Object({
  ...ApiErrorBodySchema.properties,
  errors: Type.Optional(ApiValidationErrorBodySchema.properties.errors),
});

export const FormTokenResponseSchema = Type.Object({
  token: Type.String({ description: 'Signed: when the form was shown. Send it back as `formToken`.' }),
});

export const FormSubmissionResponseSchema = Type.Object({ status: StatusTrue, id: Type.Integer() });

export const UploadResponseSchema = Type.Object({
  media: Type.String({ description: "The stored file's address, which replaces the form field's value." }),
});

export const NotificationResponseSchema = Type.Object({
  status: StatusTrue,
  id: Type.Integer({ description: 'The outbox entry that will send the e-mail.' }),
});

export const CareerApplicationResponseSchema = Type.Object({
  Success: Type.Boolean(),
  ID: Type.String(),
  Email: Type.String(),
  ErrorMessage: Type.String(),
  errors: Type.Optional(ApiValidationErrorBodySchema.properties.errors),
});

export const ApplicationDraftSchema = Type.Object({
  id: Type.String(),
  step: Type.Integer({ minimum: 1, description: "The wizard's step the visitor is on, from 1." }),
  values: Type.Record(Type.String(), Type.Unsafe<string | boolean>({ type: ['string', 'boolean'] })),
  updatedAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
