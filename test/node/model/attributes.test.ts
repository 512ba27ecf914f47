/**
 * The attribute table (src/model/attributes.ts): its documentation, read from its JSDoc as custom-elements.json reads
 * it, describes the attributes the code declares, and each parser takes its documented default and refuses a wrong
 * value with the element's message, naming its attribute.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { ATTRIBUTE_TABLE, readAttributeTable } from '../../../tools/attribute-docs.mjs';
import { brokerNames } from '../../../src/brokers/names.js';
import { describeProblem } from '../../../src/i18n/describe-problem.js';
import { en } from '../../../src/i18n/en.js';
import type { Checked } from '../../../src/model/attribute-problem.js';
import { ATTRIBUTES, type ParseContext } from '../../../src/model/attributes.js';
import { root } from '../manifest/analyze.js';

const documented = readAttributeTable(ts, join(root, ATTRIBUTE_TABLE));
/** The parser of a declaration, over any input. */
type Parser = (input: unknown, context: ParseContext) => Checked<unknown>;
const declared = Object.entries(ATTRIBUTES).map(([property, declaration]) => ({
  property,
  ...(declaration as { attribute: string; lit: object; parse?: Parser }),
}));
/** What the parsers read besides their attribute, as on a page that names a relay. */
const context: ParseContext = { baseUrl: '/ipo/v1', pageUrl: 'https://blog.example/post', brokerNames };

/** A value each refused attribute refuses; `exclude-spac` is a boolean by then, which no value makes wrong. */
const WRONG: Record<string, string> = {
  'api-key': '키',
  'base-url': 'https://api.example/v1?key=1',
  status: 'soon',
  range: '2026-13',
  limit: '-1',
  view: 'mnth',
  loading: 'later',
  theme: 'drak',
  'cache-ttl': '1e3',
  brokers: '없는증권',
  stages: 'sub listing ipo',
  'min-shares': '0',
  'deposit-rate': '150',
};

describe('the attribute table', () => {
  it('documents the attributes the code declares, in their order', () => {
    assert.deepEqual(
      documented.map(({ attribute, property, reflects }) => ({ attribute, property, reflects })),
      declared.map(({ attribute, property, lit }) => ({ attribute, property, reflects: 'reflect' in lit })),
    );
    for (const { attribute, description } of documented) assert.ok(description, `${attribute} is described`);
  });

  for (const { attribute, property, default: value } of documented.filter((entry) => entry.default !== undefined)) {
    it(`${attribute}: takes its documented default, ${value}, as it takes its absence`, () => {
      const { parse } = declared.find((entry) => entry.property === property)!;
      const given = parse!(value, context);
      const absent = parse!(null, context);
      assert.ok(given.ok, JSON.stringify(given));
      // `cache-ttl` absent is the client's default, which is the documented one.
      if (absent.value !== null) assert.deepEqual(given, absent);
    });
  }

  for (const { attribute, parse } of declared.filter((entry) => entry.parse && entry.attribute !== 'exclude-spac')) {
    it(`${attribute}: refuses ${WRONG[attribute]} with its message`, () => {
      const parsed = parse!(WRONG[attribute], context);
      assert.ok(!parsed.ok && parsed.problem, JSON.stringify(parsed));
      assert.equal(parsed.problem.attribute, attribute);
      // A refused key is never shown.
      const shown = attribute === 'api-key' ? '•••' : WRONG[attribute];
      const message = describeProblem(parsed.problem, en);
      assert.ok(message.startsWith(`The ${attribute} attribute does not accept "${shown}".`), message);
    });
  }
});
