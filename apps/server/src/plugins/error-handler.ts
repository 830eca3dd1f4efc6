import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

interface FieldIssue {
  field: string;
  message: string;
}

/** One error shape for every failure: { error: { code, message, details? } }. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldIssue[] = error.validation.map((issue) => {
        const location = error.validationContext ?? 'body';
        const pathParts = issue.instancePath.split('/').filter(Boolean);
        const field = pathParts.join('.') || String((issue.params as { path?: unknown })?.path ?? location);
        return { field, message: issue.message ?? 'Invalid value' };
      });
      const first = fields[0];
      return reply.status(400).send({
        error: {
          code: 'validation_error',
          message: first ? `${first.field}: ${first.message}` : 'Invalid request',
          details: { fields },
        },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'internal_error', message: 'Something went wrong' } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: error.code?.toLowerCase() ?? 'bad_request', message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal_error', message: 'Something went wrong' } });
  });
});
