import { z } from 'zod/mini';
import { WEBHOOK_EVENT_CATALOGUE, type WebhookEventType } from '@portal/contract';

/** One field of an event's entity as /docs/webhooks lists it: its path, JSON type and allowed values. */
export interface PayloadField {
  name: string;
  type: string;
  nullable: boolean;
  values: readonly string[];
}

type Prop = {
  type?: string | string[];
  enum?: string[];
  const?: string;
  anyOf?: Prop[];
  properties?: Record<string, Prop>;
  format?: string;
};

/** `{type: ['string', 'null']}` and `{anyOf: [..., {type: 'null'}]}` both become variants of one type each. */
const variantsOf = (prop: Prop): Array<Prop & { type?: string }> =>
  (prop.anyOf ?? [prop]).flatMap((v) => (Array.isArray(v.type) ? v.type.map((type) => ({ ...v, type })) : [v as Prop & { type?: string }]));

function describe(name: string, prop: Prop, nullable = false): PayloadField[] {
  const variants = variantsOf(prop);
  const nonNull = variants.filter((v) => v.type !== 'null');
  const isNullable = nullable || nonNull.length < variants.length;
  const one = nonNull.length === 1 ? nonNull[0]! : { type: nonNull.map((v) => v.type).join(' | ') };
  if (one.properties) {
    const own: PayloadField = { name, type: 'object', nullable: isNullable, values: [] };
    return [own, ...Object.entries(one.properties).flatMap(([k, p]) => describe(`${name}.${k}`, p))];
  }
  return [{ name, type: one.type ?? 'string', nullable: isNullable, values: one.enum ?? (one.const ? [one.const] : []) }];
}

/** The fields of a type's entity, nested objects flattened (`bankDetails.iban`), from the contract's schema. */
export function payloadFields(type: WebhookEventType): PayloadField[] {
  const schema = z.toJSONSchema(WEBHOOK_EVENT_CATALOGUE[type].entity, {
    io: 'output',
    unrepresentable: 'any',
    metadata: z.registry(),
  }) as Prop;
  return Object.entries(schema.properties ?? {}).flatMap(([k, p]) => describe(k, p));
}
