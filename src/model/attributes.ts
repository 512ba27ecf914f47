/**
 * The element's attributes, each declared once: its property, Lit's options for it, its parser and, in its JSDoc, its
 * documentation (the description and, under `@default`, the value that absence stands for). The element's Lit
 * properties and configuration, the relay's embed page and custom-elements.json (custom-elements-manifest.config.mjs,
 * through tools/attribute-docs.mjs), with the README's reference made from it, all come from this table.
 *
 * The order is the attribute table's: the first problem found in it is the one the element shows.
 */
import type { BrokerNames } from '../brokers/names.js';
import { accept, type AttributeInput, type Checked } from './attribute-problem.js';
import { parseBrokers } from './parse-brokers.js';
import { parseLoading, parseTheme, parseView, type View } from './parse-choice.js';
import { parseApiKey, parseBaseUrl } from './parse-connection.js';
import { parseCacheTtl, parseLimit, type CountInput } from './parse-count.js';
import { parseDepositRate, parseMinShares } from './parse-deposit.js';
import { parseRange } from './parse-range.js';
import { parseStages } from './parse-stages.js';
import { parseStatus } from './parse-status.js';

/** What a parser reads besides its own attribute. */
export interface ParseContext {
  /** The attributes a parser depends on: `api-key` on whether `base-url` is given, `limit` on `view`. */
  baseUrl?: AttributeInput;
  view?: AttributeInput;
  /** The operator's default API root (src/element/operator.ts), and the page's URL that relative ones resolve on. */
  operatorBaseUrl?: string;
  pageUrl?: string;
  /** The broker table's look-ups, which check `brokers`: the element's once it has loaded them. */
  brokerNames?: BrokerNames | null;
}

/** One attribute. */
interface AttributeDeclaration {
  attribute: string;
  /** Lit's options for the property, besides its attribute name. */
  lit: { type?: BooleanConstructor; reflect?: boolean };
  /** Absent for an attribute that is read elsewhere and never refused. A method, so that each may narrow its input. */
  parse?(input: AttributeInput | CountInput | boolean, context: ParseContext): Checked<unknown>;
}

/** The view `limit` defaults by: a wrong `view` is its own problem. */
const viewOf = (input: AttributeInput): View => {
  const view = parseView(input);
  return view.ok ? view.value : 'month';
};

/** Each attribute under its property's name. */
export const ATTRIBUTES = {
  /** The API key; optional when `base-url` names a relay. Set as a property, it is not written back to the DOM. */
  apiKey: {
    attribute: 'api-key',
    lit: {},
    // The operator's default URL does not count: it is the API's, which needs a key.
    parse: (input: AttributeInput, { baseUrl }: ParseContext) => parseApiKey(input, !!baseUrl?.trim()),
  },
  /** The API root (v1), e.g. `https://api.example.com/v1`; required, as the operator sets no default. */
  baseUrl: {
    attribute: 'base-url',
    lit: { reflect: true },
    parse: (input: AttributeInput, { operatorBaseUrl, pageUrl }: ParseContext) =>
      parseBaseUrl(input, operatorBaseUrl, pageUrl),
  },
  /** One of the six Korean status values or their aliases. */
  status: { attribute: 'status', lit: { reflect: true }, parse: parseStatus },
  /** `YYYY-MM-DD/YYYY-MM-DD`, open at one end, or `YYYY-MM`. */
  range: { attribute: 'range', lit: { reflect: true }, parse: parseRange },
  /** Leaves SPACs out. True when present, as HTML's booleans are: `exclude-spac="false"` leaves them out too. */
  excludeSpac: {
    attribute: 'exclude-spac',
    lit: { type: Boolean, reflect: true },
    // Lit has made it a boolean, which is never refused.
    parse: (present: boolean) => accept(present),
  },
  /**
   * The API's `limit`, above 100 taken as 100 (20 in the list view).
   * @default 100
   */
  limit: {
    attribute: 'limit',
    lit: { reflect: true },
    parse: (input: CountInput, { view }: ParseContext) => parseLimit(input, viewOf(view)),
  },
  /**
   * `month` or `list`.
   * @default month
   */
  view: { attribute: 'view', lit: { reflect: true }, parse: parseView },
  /**
   * `lazy`: no call before the element comes near the viewport; or `eager`.
   * @default lazy
   */
  loading: { attribute: 'loading', lit: { reflect: true }, parse: parseLoading },
  /**
   * `auto` follows the page, live: the `color-scheme` its root declares, else how dark the background behind the
   * element is (a page without one that allows both schemes: the OS's); or `light` or `dark`.
   * @default auto
   */
  theme: { attribute: 'theme', lit: { reflect: true }, parse: parseTheme },
  /**
   * Seconds a loaded schedule is used without asking the API again (0 = always revalidate).
   * @default 600
   */
  cacheTtl: { attribute: 'cache-ttl', lit: { reflect: true }, parse: parseCacheTtl },
  /**
   * The site's brokers, comma-separated, under any spelling the broker table knows (`키움, 한국투자증권`): each offering
   * says where the reader can subscribe among them, or which account they would need. The reader's own choice, made in
   * the element and kept in their browser, overrides it.
   */
  brokers: {
    attribute: 'brokers',
    lit: { reflect: true },
    parse: (input: AttributeInput, { brokerNames }: ParseContext) => parseBrokers(input, brokerNames),
  },
  /**
   * The stages shown, space-separated among `demand sub refund listing`.
   * @default demand sub refund listing
   */
  stages: { attribute: 'stages', lit: { reflect: true }, parse: parseStages },
  /**
   * The minimum shares of the equal allocation (균등배정) the deposit is worked out for, 1 to 1000 (some offerings ask
   * 20).
   * @default 10
   */
  minShares: { attribute: 'min-shares', lit: { reflect: true }, parse: parseMinShares },
  /**
   * The deposit rate (청약증거금률) in whole percent, 1 to 100.
   * @default 50
   */
  depositRate: { attribute: 'deposit-rate', lit: { reflect: true }, parse: parseDepositRate },
  /** The language of the element itself; without it, the closest ancestor's `lang` applies. */
  lang: {
    attribute: 'lang',
    // Not reflected: an empty default written back as lang="" would hide the ancestor's language. Read at render, by
    // the language controller.
    lit: {},
  },
} as const satisfies Record<string, AttributeDeclaration>;

type Declarations = typeof ATTRIBUTES;
/** The attributes that are parsed before any call, by their properties. */
type Parsers = {
  [P in keyof Declarations as Declarations[P] extends { parse: unknown } ? P : never]: Declarations[P];
};

/** The name of an attribute. */
export type AttributeName = Declarations[keyof Declarations]['attribute'];
/** What the parsed attributes are read from: each property as the element holds it. */
export type AttributeInputs = { [P in keyof Parsers]: Parameters<Parsers[P]['parse']>[0] };
/** The value of each parsed attribute once all are accepted. */
export type AttributeValues = {
  [P in keyof Parsers]: Extract<ReturnType<Parsers[P]['parse']>, { ok: true }>['value'];
};

/**
 * The declaration of each attribute by its name, for a page that holds attributes by name (the relay's embed page).
 * Marked pure so that the element's bundle, which has no use for it, does not build it.
 */
export const ATTRIBUTE_NAMED = /* @__PURE__ */ Object.fromEntries(
  Object.values(ATTRIBUTES).map((declaration) => [declaration.attribute, declaration]),
) as Record<AttributeName, AttributeDeclaration>;

/**
 * Every parsed attribute's value, or the first problem in the order of the table; unchecked when an attribute before
 * any problem needs a module not given (`brokers` without `brokerNames`).
 */
export function parseAttributes(inputs: AttributeInputs, context: ParseContext): Checked<AttributeValues> {
  const values: Record<string, unknown> = {};
  const declarations: [string, AttributeDeclaration][] = Object.entries(ATTRIBUTES);
  for (const [property, { parse }] of declarations) {
    if (!parse) continue;
    const parsed = parse(inputs[property as keyof AttributeInputs], context);
    if (!parsed.ok) return parsed;
    values[property] = parsed.value;
  }
  // Each parser accepted its input, so each property holds its parser's value.
  return accept(values as AttributeValues);
}
