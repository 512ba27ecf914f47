import type { Offering } from '../../../src/api/types.js';
import { scheduled } from '../../support/offering.js';

/** An offering with every field sound, its subscription from `sub_start` (demand the week before, listing after). */
export const completeOffering = (id: string, corp_name: string, sub_start: string): Offering =>
  scheduled(id, sub_start, {
    corp_name,
    stock_code: '000000',
    market: 'KOSDAQ',
    status: '청약예정',
    price_low: 10_000,
    price_high: 12_000,
    lead_managers: ['KB증권'],
    industry: '소프트웨어',
    ceo: '김대표',
    est_date: '2010-03-02',
    homepage: 'https://example.com/',
    dart_url: 'https://dart.fss.or.kr/',
    detail_url: 'https://example.com/ipo',
    subscription_brokers: ['KB증권'],
  });
