import { expect } from '@open-wc/testing';
import { currentStage, stageSpan, stagesOf } from '../../src/model/stages.js';
import { offering } from '../support/offering.js';

const complete = offering({
  demand_start: '2026-11-10',
  demand_end: '2026-11-16',
  sub_start: '2026-11-24',
  sub_end: '2026-11-25',
  refund_date: '2026-11-27',
  listing_date: '2026-12-03',
});

describe('stageSpan', () => {
  it('reads periods and single days from their fields', () => {
    const item = offering({
      demand_start: '2026-11-09',
      demand_end: '2026-11-13',
      sub_start: '2026-11-19',
      sub_end: '2026-11-20',
      refund_date: '2026-11-24',
      listing_date: '2026-11-27',
    });
    expect(stageSpan(item, 'demand')).to.deep.equal({ from: '2026-11-09', to: '2026-11-13' });
    expect(stageSpan(item, 'sub')).to.deep.equal({ from: '2026-11-19', to: '2026-11-20' });
    expect(stageSpan(item, 'refund')).to.deep.equal({ from: '2026-11-24', to: '2026-11-24' });
    expect(stageSpan(item, 'listing')).to.deep.equal({ from: '2026-11-27', to: '2026-11-27' });
  });

  it('is null without dates, or with dates that are not real', () => {
    const item = offering({ sub_start: '2026-02-30', listing_date: 'soon' });
    expect(stageSpan(item, 'demand')).to.equal(null);
    expect(stageSpan(item, 'sub')).to.equal(null);
    expect(stageSpan(item, 'listing')).to.equal(null);
  });

  it('treats a period with one known end as that single day', () => {
    expect(stageSpan(offering({ sub_start: '2026-11-19' }), 'sub')).to.deep.equal({
      from: '2026-11-19',
      to: '2026-11-19',
    });
    expect(stageSpan(offering({ sub_end: '2026-11-20' }), 'sub')).to.deep.equal({
      from: '2026-11-20',
      to: '2026-11-20',
    });
  });

  it('clamps a reversed period to its start day', () => {
    const item = offering({ demand_start: '2026-11-13', demand_end: '2026-11-09' });
    expect(stageSpan(item, 'demand')).to.deep.equal({ from: '2026-11-13', to: '2026-11-13' });
  });
});

describe('stagesOf', () => {
  it('lists the four stages in order with their D-days', () => {
    expect(stagesOf(complete, '2026-11-21')).to.deep.equal([
      { stage: 'demand', start: '2026-11-10', end: '2026-11-16', dday: -5 },
      { stage: 'sub', start: '2026-11-24', end: '2026-11-25', dday: 3 },
      { stage: 'refund', start: '2026-11-27', end: '2026-11-27', dday: 6 },
      { stage: 'listing', start: '2026-12-03', end: '2026-12-03', dday: 12 },
    ]);
  });

  it('omits unknown stages and makes a half-known period one day', () => {
    const partial = offering({ sub_end: '2026-11-25', listing_date: '2026-12-03' });
    expect(stagesOf(partial, '2026-11-25')).to.deep.equal([
      { stage: 'sub', start: '2026-11-25', end: '2026-11-25', dday: 0 },
      { stage: 'listing', start: '2026-12-03', end: '2026-12-03', dday: 8 },
    ]);
    expect(stagesOf(offering({ demand_start: '2026-11-10' }), '2026-11-10')[0]).to.deep.equal({
      stage: 'demand',
      start: '2026-11-10',
      end: '2026-11-10',
      dday: 0,
    });
    expect(stagesOf(offering(), '2026-11-21')).to.deep.equal([]);
  });

  it('clamps a reversed period to its start day, as the month view and calendar file do', () => {
    const reversed = offering({ demand_start: '2026-11-13', demand_end: '2026-11-09' });
    expect(stagesOf(reversed, '2026-11-10')).to.deep.equal([
      { stage: 'demand', start: '2026-11-13', end: '2026-11-13', dday: 3 },
    ]);
  });

  it('treats hostile or unreal date strings as unknown', () => {
    const hostile = offering({
      sub_start: '<img src=x onerror=alert(1)>',
      sub_end: '2026-02-30',
      refund_date: '2026-11-27',
    });
    expect(stagesOf(hostile, '2026-11-21').map((span) => span.stage)).to.deep.equal(['refund']);
  });
});

describe('currentStage', () => {
  const at = (today: string) => currentStage(stagesOf(complete, today), today);

  it('is the running stage, or the next one between stages', () => {
    expect(at('2026-11-01')).to.equal('demand');
    expect(at('2026-11-16')).to.equal('demand');
    expect(at('2026-11-17')).to.equal('sub');
    expect(at('2026-11-25')).to.equal('sub');
    expect(at('2026-11-26')).to.equal('refund');
    expect(at('2026-11-28')).to.equal('listing');
  });

  it('stays on the last stage once all are over, and is null without dates', () => {
    expect(at('2027-03-01')).to.equal('listing');
    expect(currentStage(stagesOf(offering({ refund_date: '2026-11-27' }), '2027-01-01'), '2027-01-01')).to.equal(
      'refund',
    );
    expect(currentStage([], '2026-11-21')).to.equal(null);
  });
});
