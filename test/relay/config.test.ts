import { expect } from '@open-wc/testing';
import { configOf, type ElementInputs } from '../../src/element/config.js';

const inputs = (overrides: Partial<ElementInputs>): ElementInputs => ({
  apiKey: null,
  baseUrl: null,
  status: null,
  range: null,
  limit: null,
  view: null,
  loading: null,
  theme: null,
  cacheTtl: null,
  excludeSpac: false,
  brokers: null,
  stages: null,
  ...overrides,
});

describe('configOf: api-key with a relay', () => {
  it('needs no key when the base-url attribute names a relay', () => {
    const result = configOf(inputs({ baseUrl: '/ipo/v1' }), '', 'https://blog.example/post');
    expect(result).to.deep.include({ ok: true });
    expect(result.ok && result.config.apiKey).to.equal(null);
    expect(result.ok && result.config.baseUrl).to.equal('https://blog.example/ipo/v1');
  });

  it('still needs a key with the build-time default URL alone, which is the API', () => {
    expect(configOf(inputs({}), 'https://api.example/v1', 'https://blog.example/')).to.deep.equal({
      ok: false,
      problem: { attribute: 'api-key', value: null, accepted: 'api-key' },
    });
  });
});
