import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * A route's response serialiser compiled once from its zod contract (issue #18): the contract is turned into JSON
 * Schema and fast-json-stringify writes exactly its fields, where the default zod serialiser parses every item
 * and then runs JSON.stringify. The zod schema stays the one source (and still drives the OpenAPI document).
 * Like zod's output, only declared fields are written, so an extra field (a storage key) never leaves the
 * server; unlike it, nothing is validated, so use it only on routes whose values the server builds itself.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  return fastJson(jsonSchemaOf(schema as z.ZodType) as unknown as Parameters<typeof fastJson>[0]);
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as JsonSchema;
  return simplifyNullable(json) as JsonSchema;
}

/**
 * `anyOf: [{ type: 'string' }, { type: 'null' }]` → `type: ['string', 'null']`: fast-json-stringify writes a
 * type list directly, while an anyOf is checked branch by branch for every value.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullable(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const other = anyOf.find((branch) => branch.type !== 'null');
    const isNull = anyOf.some((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    if (isNull && other && typeof other.type === 'string' && other.type !== 'object' && other.type !== 'array') {
      const { anyOf: __, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}
