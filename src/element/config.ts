/**
 * The element's configuration: its attributes, validated together before anything reaches the network, as its loads
 * and what it shows take them. The first problem found (in the order of the attribute table, src/model/attributes.ts)
 * is the one the element shows.
 */
import type { AttributeProblem } from '../model/attribute-problem.js';
import { parseAttributes, type AttributeInputs } from '../model/attributes.js';
import type { DepositAssumptions } from '../model/deposit.js';
import type { QueryConfig } from '../model/element-query.js';
import type { Loading } from '../model/parse-choice.js';
import type { Stage } from '../model/stages.js';

export interface ElementConfig extends QueryConfig {
  /** Null when the `base-url` attribute names a relay and no key is given: no key is sent. */
  apiKey: string | null;
  baseUrl: string;
  loading: Loading;
  /** Milliseconds, or null for the client's default. */
  ttlMs: number | null;
}

/** What the attributes change in what is shown, without a call. */
export interface DisplayConfig {
  /** The site's brokers, canonical names. */
  brokers: readonly string[];
  /** The stages shown, in their order. */
  stages: readonly Stage[];
  /** What the minimum deposit assumes. */
  deposit: DepositAssumptions;
}

/** The attributes that make the element's loads: another value of one of them loads again. */
export type LoadConfigResult = { ok: true; config: ElementConfig } | { ok: false; problem: AttributeProblem };

export type ConfigResult =
  { ok: true; config: ElementConfig; display: DisplayConfig } | { ok: false; problem: AttributeProblem };

/** The part of a configuration that makes loads. */
export const loadConfigOf = (result: ConfigResult): LoadConfigResult =>
  result.ok ? { ok: true, config: result.config } : result;

export function configOf(inputs: AttributeInputs, operatorBaseUrl: string, pageUrl: string): ConfigResult {
  const parsed = parseAttributes(inputs, { baseUrl: inputs.baseUrl, view: inputs.view, operatorBaseUrl, pageUrl });
  if (!parsed.ok) return parsed;
  // `theme` is validated with the others, and read by the page style's controller.
  const { apiKey, baseUrl, status, range, excludeSpac, limit, view, loading, cacheTtl, brokers, stages } = parsed.value;
  const { minShares, depositRate } = parsed.value;
  return {
    ok: true,
    config: {
      apiKey,
      baseUrl,
      status,
      range,
      limit,
      view,
      loading,
      excludeSpac,
      ttlMs: cacheTtl === null ? null : cacheTtl * 1000,
    },
    display: { brokers, stages, deposit: { minShares, depositRate } },
  };
}
