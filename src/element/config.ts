/**
 * The element's configuration: its attributes, validated together before anything reaches the network, as its loads
 * and what it shows take them. The first problem found (in the order of the attribute table, src/model/attributes.ts)
 * is the one the element shows. A `brokers` attribute that names firms is checked with the broker table: until the
 * element has loaded it, the configuration is unchecked, and nothing loads.
 */
import type { BrokerNames } from '../brokers/names.js';
import type { Rejected, Unchecked } from '../model/attribute-problem.js';
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
export type LoadConfigResult = { ok: true; config: ElementConfig } | Rejected | Unchecked;

/** Not `ok`: the first problem, or null while a `brokers` attribute awaits the broker table. */
export type ConfigResult = { ok: true; config: ElementConfig; display: DisplayConfig } | Rejected | Unchecked;

/** Whether the configuration awaits the broker table, which checks the firms its `brokers` attribute names. */
export const awaitsBrokerTable = (result: ConfigResult): boolean => !result.ok && result.problem === null;

/** The part of a configuration that makes loads. */
export const loadConfigOf = (result: ConfigResult): LoadConfigResult =>
  result.ok ? { ok: true, config: result.config } : result;

/** The configuration; `brokerNames`, the broker table's look-ups, check the `brokers` attribute (unchecked without). */
export function configOf(
  inputs: AttributeInputs,
  operatorBaseUrl: string,
  pageUrl: string,
  brokerNames: BrokerNames | null = null,
): ConfigResult {
  const context = { baseUrl: inputs.baseUrl, view: inputs.view, operatorBaseUrl, pageUrl, brokerNames };
  const parsed = parseAttributes(inputs, context);
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
