/**
 * The element's attributes, validated together before anything reaches the network. The first
 * problem found (in the order of the attribute table) is the one the element shows.
 */
import type { AcceptedValues, AttributeProblem, Rejected } from '../model/attribute-problem.js';
import { parseBrokers } from '../model/parse-brokers.js';
import { parseApiKey, parseBaseUrl } from '../model/parse-connection.js';
import { parseCacheTtl, parseLimit } from '../model/parse-count.js';
import { parseDepositRate, parseMinShares } from '../model/parse-deposit.js';
import type { DepositAssumptions } from '../model/deposit.js';
import { parseLoading, parseTheme, parseView, type Loading } from '../model/parse-choice.js';
import { parseRange } from '../model/parse-range.js';
import { parseStages } from '../model/parse-stages.js';
import { parseStatus } from '../model/parse-status.js';
import type { Stage } from '../model/stages.js';
import type { QueryConfig } from '../model/element-query.js';

export interface ElementInputs {
  apiKey: string | null;
  baseUrl: string | null;
  status: string | null;
  range: string | null;
  limit: string | number | null;
  view: string | null;
  loading: string | null;
  theme: string | null;
  cacheTtl: string | number | null;
  excludeSpac: boolean;
  brokers: string | null;
  stages: string | null;
  minShares: string | number | null;
  depositRate: string | number | null;
}

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

export function configOf(inputs: ElementInputs, defaultBaseUrl: string, pageUrl: string): ConfigResult {
  const view = parseView(inputs.view);
  // In the order of the attribute table.
  const results = [
    // The build-time default URL does not count: it is the API's, which needs a key.
    parseApiKey(inputs.apiKey, !!inputs.baseUrl?.trim()),
    parseBaseUrl(inputs.baseUrl, defaultBaseUrl, pageUrl),
    parseStatus(inputs.status),
    parseRange(inputs.range),
    parseLimit(inputs.limit, view.ok ? view.value : 'month'),
    view,
    parseLoading(inputs.loading),
    parseTheme(inputs.theme),
    parseCacheTtl(inputs.cacheTtl),
    parseBrokers(inputs.brokers),
    parseStages(inputs.stages),
    parseMinShares(inputs.minShares),
    parseDepositRate(inputs.depositRate),
  ] as const;
  const rejected = results.find((result): result is Rejected => !result.ok);
  if (rejected) return rejected;
  // None was rejected, so each holds its value.
  const values = results.map((result) => result.value) as unknown as AcceptedValues<typeof results>;
  const [
    apiKey,
    baseUrl,
    status,
    range,
    limit,
    viewValue,
    loading,
    ,
    ttlSeconds,
    brokers,
    stages,
    minShares,
    depositRate,
  ] = values;
  return {
    ok: true,
    config: {
      apiKey,
      baseUrl,
      status,
      range,
      limit,
      view: viewValue,
      loading,
      excludeSpac: inputs.excludeSpac,
      ttlMs: ttlSeconds === null ? null : ttlSeconds * 1000,
    },
    display: { brokers, stages, deposit: { minShares, depositRate } },
  };
}
