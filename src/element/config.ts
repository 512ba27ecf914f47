/**
 * The element's attributes, validated together before anything reaches the network. The first
 * problem found (in the order of the attribute table) is the one the element shows.
 */
import type { AttributeProblem } from '../model/attribute-problem.js';
import { parseApiKey, parseBaseUrl } from '../model/parse-connection.js';
import { parseCacheTtl, parseLimit } from '../model/parse-count.js';
import { parseLoading, parseTheme, parseView, type Loading, type View } from '../model/parse-choice.js';
import { parseRange } from '../model/parse-range.js';
import { parseStatus } from '../model/parse-status.js';
import type { QueryConfig } from '../model/query.js';

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
}

export interface ElementConfig extends QueryConfig {
  apiKey: string;
  baseUrl: string;
  loading: Loading;
  /** Milliseconds, or null for the client's default. */
  ttlMs: number | null;
}

export type ConfigResult = { ok: true; config: ElementConfig } | { ok: false; problem: AttributeProblem };

export function configOf(inputs: ElementInputs, defaultBaseUrl: string, pageUrl: string): ConfigResult {
  const view = parseView(inputs.view);
  const parsed = {
    apiKey: parseApiKey(inputs.apiKey),
    baseUrl: parseBaseUrl(inputs.baseUrl, defaultBaseUrl, pageUrl),
    status: parseStatus(inputs.status),
    range: parseRange(inputs.range),
    limit: parseLimit(inputs.limit, view.ok ? view.value : 'month'),
    view,
    loading: parseLoading(inputs.loading),
    theme: parseTheme(inputs.theme),
    cacheTtl: parseCacheTtl(inputs.cacheTtl),
  };
  for (const result of Object.values(parsed)) if (!result.ok) return { ok: false, problem: result.problem };
  const value = <T,>(result: { ok: boolean; value?: T }) => result.value as T;
  const ttlSeconds = value<number | null>(parsed.cacheTtl);
  return {
    ok: true,
    config: {
      apiKey: value(parsed.apiKey),
      baseUrl: value(parsed.baseUrl),
      status: value(parsed.status),
      range: value(parsed.range),
      limit: value(parsed.limit),
      view: value<View>(view),
      loading: value(parsed.loading),
      excludeSpac: inputs.excludeSpac,
      ttlMs: ttlSeconds === null ? null : ttlSeconds * 1000,
    },
  };
}
