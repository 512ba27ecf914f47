import { expect } from '@open-wc/testing';
import type { Offering } from '../../src/api/types.js';
import { parseListResponse } from '../../src/client/parse.js';

const offering: Offering = {
  id: '0b6f3a9e-1c2d-4e5f-a6b7-c8d9e0f1a2b3',
  corp_name: '한빛바이오',
  stock_code: null,
  market: 'KOSDAQ',
  is_spac: false,
  status: '청약',
  demand_start: '2026-11-10',
  demand_end: '2026-11-16',
  sub_start: '2026-11-20',
  sub_end: '2026-11-21',
  refund_date: '2026-11-25',
  listing_date: '2026-12-01',
  price_low: 12000,
  price_high: 15000,
  price_final: 15000,
  lead_managers: ['미래에셋증권'],
  industry: '의약품 제조업',
  ceo: '김민준',
  est_date: '2015-03-02',
  homepage: 'https://example.com',
  dart_url: 'https://dart.fss.or.kr/dsaf001/main.do?rcpNo=1',
  detail_url: null,
  subscription_brokers: ['미래에셋증권', '키움증권'],
};

const body = (items: unknown, extra: Record<string, unknown> = {}) => ({
  version: 'v1',
  updated_at: '2026-11-21T09:00:00+09:00',
  count: Array.isArray(items) ? items.length : 0,
  total: 30,
  items,
  ...extra,
});

describe('parseListResponse', () => {
  it('keeps a well-formed body as it is', () => {
    expect(parseListResponse(body([offering]))).to.deep.equal(body([offering]));
  });

  it('ignores unknown fields at both levels', () => {
    const parsed = parseListResponse(body([{ ...offering, rating: 'A' }], { next_page: 2 }))!;
    expect(parsed).to.not.have.property('next_page');
    expect(parsed.items[0]).to.not.have.property('rating');
    expect(parsed.items[0]).to.deep.equal(offering);
  });

  it('fills missing fields with null, [] or false', () => {
    const parsed = parseListResponse({ items: [{ id: 'a', corp_name: '오름' }] })!;
    const [item] = parsed.items;
    expect(item.lead_managers).to.deep.equal([]);
    expect(item.subscription_brokers).to.deep.equal([]);
    expect(item.is_spac).to.equal(false);
    for (const field of ['market', 'status', 'sub_start', 'price_low', 'homepage', 'dart_url'] as const)
      expect(item[field]).to.equal(null);
    expect(parsed).to.deep.include({ version: 'v1', updated_at: null, count: 1, total: 1 });
  });

  it('turns values of the wrong type into null, [] or false', () => {
    const [item] = parseListResponse(
      body([
        {
          ...offering,
          market: 7,
          is_spac: 'yes',
          sub_start: '2026-13-01',
          listing_date: 20261201,
          price_low: '12000',
          price_high: Number.NaN,
          lead_managers: '미래에셋증권',
          subscription_brokers: ['키움증권', 3, null],
        },
      ]),
    )!.items;
    expect(item).to.deep.include({
      market: null,
      is_spac: false,
      sub_start: null,
      listing_date: null,
      price_low: null,
    });
    expect(item.lead_managers).to.deep.equal([]);
    expect(item.subscription_brokers).to.deep.equal(['키움증권']);
  });

  it('reads a price that is not a whole number of won from 1 up as unknown', () => {
    for (const price of [-5000, 0, 0.4, 12500.5, 1e21, Number.MAX_VALUE]) {
      const [item] = parseListResponse(
        body([{ ...offering, price_low: price, price_high: price, price_final: price }]),
      )!.items;
      expect([item.price_low, item.price_high, item.price_final], String(price)).to.deep.equal([null, null, null]);
    }
    expect(parseListResponse(body([{ ...offering, price_final: 18000 }]))!.items[0].price_final).to.equal(18000);
  });

  it('drops items without a usable id or corp_name', () => {
    const parsed = parseListResponse(
      body([
        offering,
        { ...offering, id: null },
        { ...offering, id: 12 },
        { ...offering, corp_name: '  ' },
        'text',
        null,
        [offering],
      ]),
    )!;
    expect(parsed.items).to.deep.equal([offering]);
  });

  it('counts the items kept, so that only the limit of the server makes total exceed count', () => {
    const hostile = [
      { ...offering, id: null },
      { ...offering, corp_name: '' },
      { ...offering, id: 12 },
      'text',
      null,
      [offering],
    ];
    const all = [offering, ...hostile, { ...offering, id: 'b' }];
    expect(parseListResponse(body(all, { total: 8 }))).to.deep.include({ count: 2, total: 2 });
    // A claimed total below the items sent, or none, is the items sent.
    expect(parseListResponse(body(all, { total: 3 }))).to.deep.include({ count: 2, total: 2 });
    expect(parseListResponse(body(all, { total: undefined, count: undefined }))).to.deep.include({
      count: 2,
      total: 2,
    });
    const limited = [...Array(19).keys()].map((index) => ({ ...offering, id: `id-${index}` }));
    expect(parseListResponse(body([...limited, { ...offering, id: 7 }], { total: 30 }))).to.deep.include({
      count: 19,
      total: 29,
    });
  });

  it('keeps an unknown status as a string', () => {
    expect(parseListResponse(body([{ ...offering, status: '상장폐지' }]))!.items[0].status).to.equal('상장폐지');
  });

  it('is a bad response when items is not an array, or the body not an object', () => {
    for (const bad of [body({ 0: offering }), body(null), { version: 'v1' }, [offering], 'items', null, 42]) {
      expect(parseListResponse(bad), JSON.stringify(bad)).to.equal(null);
    }
  });

  it('keeps hostile strings as plain strings and builds nothing from them', () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const raw = JSON.parse(
      JSON.stringify(body([{ ...offering, corp_name: hostile, homepage: 'javascript:alert(1)' }])).replace(
        '"items"',
        '"__proto__":{"polluted":true},"items"',
      ),
    );
    const parsed = parseListResponse(raw)!;
    expect(parsed.items[0].corp_name).to.equal(hostile);
    expect(parsed.items[0].homepage).to.equal('javascript:alert(1)');
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect((parsed as unknown as Record<string, unknown>).polluted).to.equal(undefined);
  });
});
