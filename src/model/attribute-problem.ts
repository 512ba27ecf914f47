/** The attributes whose values the element validates before any call. */
export type ConfigAttribute =
  | 'api-key'
  | 'base-url'
  | 'status'
  | 'range'
  | 'limit'
  | 'view'
  | 'loading'
  | 'theme'
  | 'cache-ttl'
  | 'brokers'
  | 'stages'
  | 'min-shares'
  | 'deposit-rate';

/** Accepted values that are a description rather than a list (the string tables word them). */
export type AcceptedKind = 'integer' | 'range' | 'api-key' | 'url' | 'brokers' | 'stages' | 'shares' | 'percent';

/** A missing (`value: null`) or unusable attribute, and what it accepts: literal values or a kind. */
export interface AttributeProblem {
  attribute: ConfigAttribute;
  value: string | null;
  accepted: readonly string[] | AcceptedKind;
}

export type Rejected = { ok: false; problem: AttributeProblem; value?: undefined };
export type Parsed<T> = { ok: true; value: T } | Rejected;
/** The values of a list of {@link Parsed} results once all are accepted. */
export type AcceptedValues<L extends readonly unknown[]> = {
  [I in keyof L]: L[I] extends { ok: true; value: infer T } ? T : never;
};

/** What an attribute or a string property holds; null or undefined when it is absent. */
export type AttributeInput = string | null | undefined;

export const accept = <T>(value: T): Parsed<T> => ({ ok: true, value });

export const reject = (
  attribute: ConfigAttribute,
  value: string | null,
  accepted: AttributeProblem['accepted'],
): Parsed<never> => ({ ok: false, problem: { attribute, value, accepted } });
