import { askPayloadSchema, writingDeliveryFieldsSchema, writingSubmissionFieldsSchema } from '@photostudy/contracts';
import { z } from 'zod';
import type { JsonSchema, Operation } from './openapi-operations';
import { operationName } from './openapi-operations';

/**
 * The text fields of the multipart forms, which the OpenAPI document does not describe (their handlers read the parts
 * and check them against these contracts): the same schemas, as JSON Schema.
 */
const FORMS: Record<string, z.ZodType> = {
  'POST /api/questions': askPayloadSchema,
  'POST /api/es/askers/me/problems': writingSubmissionFieldsSchema,
  'POST /api/expert/writing/problems/{id}/deliveries': writingDeliveryFieldsSchema,
};

/** The JSON Schema of an operation's multipart text fields, or null when it reads no form. */
export function formSchemaOf(op: Operation): JsonSchema | null {
  const schema = FORMS[operationName(op)];
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null;
}
