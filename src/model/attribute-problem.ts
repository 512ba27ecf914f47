/** Accepted values that are a description rather than a list (the string tables word them). */
export type AcceptedKind = 'integer' | 'range' | 'api-key' | 'url' | 'brokers' | 'stages' | 'shares' | 'percent';

/** A missing (`value: null`) or unusable attribute, and what it accepts: literal values or a kind. */
export interface AttributeProblem {
  /** Its name, as the parser that refused it knows it (its declaration's in src/model/attributes.ts). */
  attribute: string;
  value: string | null;
  accepted: readonly string[] | AcceptedKind;
}

export type Rejected = { ok: false; problem: AttributeProblem; value?: undefined };
export type Parsed<T> = { ok: true; value: T } | Rejected;

/**
 * A value that only a module not loaded yet can check (`brokers` names firms: the broker table's), neither accepted
 * nor refused: nothing is loaded on it meanwhile.
 */
export type Unchecked = { ok: false; problem: null; value?: undefined };
/** What a parser that may need such a module gives. */
export type Checked<T> = Parsed<T> | Unchecked;

/** What an attribute or a string property holds; null or undefined when it is absent. */
export type AttributeInput = string | null | undefined;

export const accept = <T>(value: T): Parsed<T> => ({ ok: true, value });

export const reject = (
  attribute: string,
  value: string | null,
  accepted: AttributeProblem['accepted'],
): Parsed<never> => ({ ok: false, problem: { attribute, value, accepted } });
