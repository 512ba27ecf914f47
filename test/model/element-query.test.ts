import { expect } from '@open-wc/testing';
import { buildQuery, type QueryConfig } from '../../src/model/element-query.js';

const config = (fields: Partial<QueryConfig>): QueryConfig => ({
  view: 'list',
  status: null,
  range: null,
  excludeSpac: false,
  limit: 20,
  ...fields,
});

describe('buildQuery', () => {
  it('shows what is upcoming in the list view without a range: from today, KST', () => {
    expect(buildQuery(config({}), '2026-11-21')).to.deep.equal({ limit: 20, from: '2026-11-21' });
  });

  it('uses the range in the list view, open ends left out', () => {
    expect(buildQuery(config({ range: { from: null, to: '2026-12-31' } }), '2026-11-21')).to.deep.equal({
      limit: 20,
      to: '2026-12-31',
    });
    expect(buildQuery(config({ range: { from: '2026-11-01', to: '2026-11-30' } }), '2026-11-21')).to.deep.equal({
      limit: 20,
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('carries status, SPAC exclusion and limit', () => {
    expect(buildQuery(config({ status: '청약', excludeSpac: true, limit: 0 }), '2026-11-21')).to.deep.equal({
      limit: 0,
      status: '청약',
      from: '2026-11-21',
      excludeSpac: true,
    });
  });

  it('asks the month view for the month of its range, or of today, or for what is shown', () => {
    const month = config({ view: 'month', limit: 100 });
    expect(buildQuery(month, '2026-11-21')).to.deep.equal({ limit: 100, from: '2026-11-01', to: '2026-11-30' });
    expect(buildQuery({ ...month, range: { from: null, to: '2027-02-10' } }, '2026-11-21')).to.deep.equal({
      limit: 100,
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(buildQuery(month, '2026-11-21', { from: '2026-11-29', to: '2027-01-09' })).to.deep.equal({
      limit: 100,
      from: '2026-11-29',
      to: '2027-01-09',
    });
  });

  it('leaves open an end of the grid beyond the calendar’s years, which the API would refuse', () => {
    const month = config({ view: 'month', limit: 100 });
    expect(buildQuery(month, '2026-11-21', { from: '9998-11-29', to: '9999-01-02' })).to.deep.equal({
      limit: 100,
      from: '9998-11-29',
    });
    expect(buildQuery(month, '2026-11-21', { from: '0999-12-29', to: '1000-02-02' })).to.deep.equal({
      limit: 100,
      to: '1000-02-02',
    });
  });
});
