import { expect } from '@open-wc/testing';
import { configOf } from '../../src/element/config.js';
import type { AttributeInputs } from '../../src/model/attributes.js';

const inputs = (overrides: Partial<AttributeInputs>): AttributeInputs => ({
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
  minShares: null,
  depositRate: null,
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

describe('configOf: the deposit', () => {
  it('assumes 10 shares at 50 % unless the site says otherwise, without touching the loads', () => {
    const page = 'https://blog.example/';
    const plain = configOf(inputs({ baseUrl: '/ipo/v1' }), '', page);
    const set = configOf(inputs({ baseUrl: '/ipo/v1', minShares: '20', depositRate: 40 }), '', page);
    expect(plain.ok && plain.display.deposit).to.deep.equal({ minShares: 10, depositRate: 50 });
    expect(set.ok && set.display.deposit).to.deep.equal({ minShares: 20, depositRate: 40 });
    expect(set.ok && set.config).to.deep.equal(plain.ok && plain.config);
  });

  it('names a wrong value', () => {
    expect(configOf(inputs({ baseUrl: '/ipo/v1', depositRate: '150' }), '', 'https://blog.example/')).to.deep.equal({
      ok: false,
      problem: { attribute: 'deposit-rate', value: '150', accepted: 'percent' },
    });
  });
});
