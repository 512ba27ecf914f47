import { expect } from '@open-wc/testing';
import { addDays, isKstDate, monthOf, addMonths } from '../../src/time/kst.js';
import { isBusinessDay } from '../../src/time/business-days.js';
import { collectedData, generateFixtures, lastCollection } from '../../src/mock/fixtures.js';
import { toRecords } from '../../src/mock/records.js';
import { statusOn } from '../../src/mock/status-rules.js';

const TODAY = '2026-11-23';
const fixtures = generateFixtures(TODAY);
const dated = fixtures.filter((item) => item.demand_start !== null);
/** Collection days a month apart over a year: their windows cover two years of schedules. */
const COLLECTIONS = Array.from({ length: 13 }, (_, month) => addDays('2026-05-04', month * 28));

/** Business days after `from` up to `to`. */
function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isBusinessDay(day)) count++;
  return count;
}

describe('mock fixtures', () => {
  it('are valid v1 records and the same on every call', () => {
    expect(toRecords(JSON.parse(JSON.stringify(fixtures)))).to.deep.equal(fixtures);
    expect(generateFixtures(TODAY)).to.deep.equal(fixtures);
    expect(new Set(fixtures.map((item) => item.id)).size).to.equal(fixtures.length);
    for (const item of fixtures)
      expect(item.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keep an offering with the same id and dates from one day to the next', () => {
    const tomorrow = new Map(generateFixtures(addDays(TODAY, 1)).map((item) => [item.id, item]));
    const kept = dated.filter((item) => tomorrow.has(item.id));
    expect(kept.length).to.be.greaterThan(dated.length * 0.9);
    for (const item of kept) expect(tomorrow.get(item.id)!.sub_start).to.equal(item.sub_start);
  });

  it('span about six months back to three ahead with about twenty offerings a month', () => {
    const months = new Map<string, number>();
    for (const item of dated)
      months.set(monthOf(item.demand_start!), (months.get(monthOf(item.demand_start!)) ?? 0) + 1);
    const first = [...months.keys()].sort()[0];
    const last = [...months.keys()].sort().at(-1)!;
    expect(first <= addMonths(monthOf(TODAY), -5) && first >= addMonths(monthOf(TODAY), -7), first).to.equal(true);
    expect(last >= addMonths(monthOf(TODAY), 2) && last <= addMonths(monthOf(TODAY), 4), last).to.equal(true);
    const fullMonths = [...months.entries()].filter(([month]) => month > first && month < last);
    for (const [month, count] of fullMonths) expect(count, month).to.be.within(12, 28);
  });

  it('follow business-day schedules, Korean holidays and the exchange’s closing days skipped', () => {
    // Collections a year apart, through 설날, 추석 and the year's end.
    for (const day of COLLECTIONS) {
      for (const item of generateFixtures(day).filter((each) => each.demand_start !== null)) {
        const dates = [
          item.demand_start!,
          item.demand_end!,
          item.sub_start!,
          item.sub_end!,
          item.refund_date!,
          item.listing_date!,
        ];
        for (const date of dates) expect(isBusinessDay(date), `${item.id} ${date}`).to.equal(true);
        const [demand, sub, subEnd, refund, listing] = dates
          .slice(1)
          .map((date, index) => businessDaysBetween(dates[index], date));
        expect([demand, subEnd, refund], item.id).to.deep.equal([4, 1, 2]);
        expect(sub, item.id).to.be.within(4, 6);
        expect(listing, item.id).to.be.within(4, 6);
      }
    }
  });

  it('name no two offerings alike', () => {
    for (const day of COLLECTIONS) {
      const names = generateFixtures(day).map((item) => item.corp_name);
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        day,
      ).to.deep.equal([]);
    }
  });

  it('price SPACs at 2,000 won and name them …스팩N호; mix KOSPI and KOSDAQ', () => {
    const spacs = fixtures.filter((item) => item.is_spac);
    expect(spacs.length).to.be.greaterThan(5);
    for (const spac of spacs) {
      expect(spac.corp_name).to.match(/스팩\d+호$/);
      expect([spac.price_low, spac.price_high]).to.deep.equal([2000, 2000]);
    }
    expect(fixtures.some((item) => item.market === 'KOSPI')).to.equal(true);
    expect(fixtures.some((item) => item.market === 'KOSDAQ')).to.equal(true);
  });

  it('set the final price and subscription brokers only once demand forecasting has ended', () => {
    for (const item of dated) {
      const ended = TODAY > item.demand_end!;
      expect(item.price_final !== null, item.id).to.equal(ended);
      expect(item.subscription_brokers.length > 0, item.id).to.equal(ended);
      if (ended) expect(item.subscription_brokers).to.include.members(item.lead_managers);
    }
    const positions = new Set(
      dated
        .filter((item) => item.price_final !== null && !item.is_spac)
        .map((item) =>
          item.price_final! > item.price_high!
            ? 'above'
            : item.price_final === item.price_high
              ? 'top'
              : item.price_final === item.price_low
                ? 'bottom'
                : item.price_final! < item.price_low!
                  ? 'below'
                  : 'inside',
        ),
    );
    expect([...positions].sort()).to.deep.equal(['above', 'below', 'bottom', 'inside', 'top']);
  });

  it('use real brokerages, DART links in the real form and .example homepages', () => {
    for (const item of fixtures) {
      expect(item.lead_managers.length).to.be.greaterThan(0);
      for (const broker of item.lead_managers) expect(broker).to.match(/(증권|투자증권)$/);
      if (item.dart_url)
        expect(item.dart_url).to.match(/^https:\/\/dart\.fss\.or\.kr\/dsaf001\/main\.do\?rcpNo=\d{14}$/);
      if (item.homepage) expect(new URL(item.homepage).hostname).to.match(/\.example$/);
      if (item.est_date) expect(isKstDate(item.est_date)).to.equal(true);
    }
  });

  it('include a few offerings with unknown dates and therefore no status', () => {
    const undated = fixtures.filter((item) => item.demand_start === null);
    expect(undated.length).to.be.within(2, 8);
    for (const item of undated) expect(statusOn(item, TODAY)).to.equal(null);
  });

  it('are collected at 06:00 KST: before it, the data is the one collected the day before', () => {
    expect(lastCollection(Date.parse('2026-11-23T05:59:59+09:00'))).to.equal('2026-11-22');
    expect(lastCollection(Date.parse('2026-11-23T06:00:00+09:00'))).to.equal(TODAY);
    expect(lastCollection(Date.parse('2026-11-22T21:00:00Z'))).to.equal(TODAY);
  });

  it('date updated_at to the latest collection that changed the data, not to the latest collection', () => {
    // What the fixtures do: 11-11 collected new data; 11-12 to 11-15 (Thu to Sun) found the same; Monday 11-16 changed
    // it.
    expect(generateFixtures('2026-11-11')).not.to.deep.equal(generateFixtures('2026-11-10'));
    for (const day of ['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15']) {
      expect(generateFixtures(day), day).to.deep.equal(generateFixtures('2026-11-11'));
    }
    expect(generateFixtures('2026-11-16')).not.to.deep.equal(generateFixtures('2026-11-15'));

    expect(collectedData('2026-11-15')).to.deep.equal({
      records: generateFixtures('2026-11-15'),
      updatedAt: '2026-11-11T06:00:00+09:00',
    });
    expect(collectedData('2026-11-12').updatedAt).to.equal('2026-11-11T06:00:00+09:00');
    expect(collectedData('2026-11-11').updatedAt).to.equal('2026-11-11T06:00:00+09:00');
    expect(collectedData('2026-11-16').updatedAt).to.equal('2026-11-16T06:00:00+09:00');
  });

  it('change from one collection to the next only in what it confirmed: the final price and the brokers', () => {
    const unconfirmed = ({ price_final, subscription_brokers, ...rest }: (typeof fixtures)[number]) => rest;
    // A day on which some demand forecasting ends: the next collection confirms those offerings.
    const day = dated
      .map((item) => item.demand_end!)
      .filter((date) => date > TODAY)
      .sort()[0];
    const before = generateFixtures(day).filter((item) => item.demand_start !== null);
    const after = new Map(generateFixtures(addDays(day, 1)).map((item) => [item.id, item]));
    const confirmed = before.filter((item) => item.demand_end === day);
    expect(confirmed.length).to.be.greaterThan(0);
    for (const item of before.filter((item) => after.has(item.id))) {
      const later = after.get(item.id)!;
      expect(unconfirmed(later), item.id).to.deep.equal(unconfirmed(item));
      if (item.demand_end !== day) expect(later, item.id).to.deep.equal(item);
    }
    for (const item of confirmed) {
      expect([item.price_final, item.subscription_brokers]).to.deep.equal([null, []]);
      expect(after.get(item.id)!.price_final).to.be.a('number');
      expect(after.get(item.id)!.subscription_brokers).to.include.members(item.lead_managers);
    }
  });
});
