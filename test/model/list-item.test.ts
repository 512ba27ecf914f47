import { expect } from '@open-wc/testing';
import { toListItem } from '../../src/model/list-item.js';
import { offering } from '../support/offering.js';

describe('toListItem', () => {
  it('maps an offering to what a row shows', () => {
    const item = toListItem(
      offering({
        id: 'a1',
        corp_name: '한빛소재',
        market: 'KOSDAQ',
        is_spac: true,
        status: '청약예정',
        sub_start: '2026-11-24',
        sub_end: '2026-11-25',
        listing_date: '2026-12-03',
        price_low: 10000,
        price_high: 12000,
        price_final: 12000,
        lead_managers: ['한국투자증권', 'NH투자증권'],
      }),
      '2026-11-21',
    );
    expect(item).to.deep.equal({
      id: 'a1',
      name: '한빛소재',
      market: 'KOSDAQ',
      isSpac: true,
      status: 'sub_upcoming',
      stages: [
        { stage: 'sub', start: '2026-11-24', end: '2026-11-25', dday: 3 },
        { stage: 'listing', start: '2026-12-03', end: '2026-12-03', dday: 12 },
      ],
      priceLow: 10000,
      priceHigh: 12000,
      priceFinal: 12000,
      bandPosition: 'top',
      leadManagers: ['한국투자증권', 'NH투자증권'],
    });
  });

  it('leaves unknowns neutral: market, status, prices and band position', () => {
    const item = toListItem(offering({ market: 'KONEX', status: null, price_low: 9000 }), '2026-11-21');
    expect(item.market).to.equal(null);
    expect(item.status).to.equal('unknown');
    expect(item.isSpac).to.equal(false);
    expect([item.priceLow, item.priceHigh, item.priceFinal, item.bandPosition]).to.deep.equal([9000, null, null, null]);
    expect(item.stages).to.deep.equal([]);
  });

  it('keeps hostile strings as plain data (the view renders them as text)', () => {
    const markup = '<img src=x onerror=alert(1)>';
    const item = toListItem(
      offering({ corp_name: markup, market: markup, status: markup, lead_managers: [markup] }),
      '2026-11-21',
    );
    expect(item.name).to.equal(markup);
    expect(item.market).to.equal(null);
    expect(item.status).to.equal('unknown');
    expect(item.leadManagers).to.deep.equal([markup]);
  });
});
