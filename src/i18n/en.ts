import { formatDate } from '../format/date.js';
import { formatKstStamp, formatKstTime } from '../format/instant.js';
import { STAGES } from '../model/stages.js';
import type { Strings } from './strings.js';

const stage = { demand: 'Demand forecast', sub: 'Subscription', refund: 'Refund', listing: 'Listing' };

export const en: Strings = {
  lang: 'en',
  title: 'IPO calendar',

  loading: 'Loading.',
  refreshing: 'Refreshing.',
  empty: 'No offerings match these settings.',
  configProblem: (attribute, value, accepted) =>
    `The ${attribute} attribute ${value === null ? 'is required' : `does not accept "${value}"`}. Accepted: ${accepted}.`,
  accepted: {
    integer: 'a whole number, 0 or more',
    range: 'YYYY-MM-DD/YYYY-MM-DD (start ≤ end, either side optional) or YYYY-MM',
    'api-key': 'your API key (ASCII)',
    url: 'an http:// or https:// address, without user@, ? or #',
    brokers: 'securities firms separated by commas (e.g. Kiwoom, Korea Investment, Samsung Securities)',
    stages: 'one or more of demand, sub, refund and listing, separated by spaces',
    shares: 'a whole number of shares from 1 to 1000',
    percent: 'a whole percentage from 1 to 100',
  },
  invalidKey: 'The API key is invalid or inactive.',
  notFound: 'The API was not found. Check base-url.',
  badRequest: (message) => `The request was refused: ${message}`,
  rateLimited: (resetAt) => `Today's call limit is reached. Loading resumes at ${formatKstTime(resetAt)}.`,
  countdown: (clock) => `${clock} left`,
  networkError: 'Could not reach the server.',
  serverError: 'A server error prevented loading the schedule.',
  retry: 'Retry',
  stale: (savedAt, now) => `Saved data as of ${formatKstStamp(savedAt, 'en', now)}`,
  truncated: (count, total) => `Showing ${count} of ${total} — narrow the range or status.`,
  dataChanged: (updatedAt) => `Data changed at ${formatKstStamp(updatedAt, 'en')}`,

  stage,
  status: {
    demand_upcoming: 'Demand forecast upcoming',
    demand: 'Demand forecasting',
    sub_upcoming: 'Subscription upcoming',
    sub: 'Subscription open',
    listing_upcoming: 'Listing upcoming',
    listed: 'Listed',
    unknown: 'Status unknown',
  },
  market: { KOSPI: 'KOSPI', KOSDAQ: 'KOSDAQ' },
  ongoing: 'in progress',
  band: {
    above: 'above the band',
    top: 'top of the band',
    inside: 'within the band',
    bottom: 'bottom of the band',
    below: 'below the band',
  },

  quotaLabel: 'API quota',
  quota: (remaining, limit) => `${remaining} of ${limit} calls left today`,

  source: (name) => `Source: ${name}`,
  disclaimer: 'Processed public disclosure data. Accuracy is not guaranteed; not investment advice.',

  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  legend: 'Legend',
  more: (count) => `+${count} more`,
  dayCell: (date, counts) => {
    // The stage names in lower case make the nouns; their plurals all take an "s".
    const parts = STAGES.filter((key) => counts[key]).map(
      (key) => `${counts[key]} ${stage[key].toLowerCase()}${counts[key] === 1 ? '' : 's'}`,
    );
    return `${formatDate(date, 'en', 'weekday')}: ${parts.join(', ') || 'nothing scheduled'}`;
  },
  noEntries: 'Nothing scheduled',

  brokerAccess: {
    subscribe: (names) => `Subscribe at: ${names}`,
    account: (names) => `Account needed: ${names}`,
    unconfirmed: 'lead managers; not confirmed yet',
  },

  brokers: {
    button: (names) => (names ? `My brokers: ${names}` : 'Choose my brokers'),
    onlyMine: 'Only mine',
    picker: 'My brokers',
    pickerHelp:
      'Choose the brokers you hold accounts at, and each offering says where you can subscribe. Your choice stays in this browser.',
    siteDefault: (names) => `Without a choice, this site's default applies (${names}).`,
    clear: 'Clear my choice',
    noneMine: 'None of these offerings takes subscriptions at your brokers.',
  },
  feed: 'Subscribe in a calendar app',

  money: {
    deposit: (amount) => `Min. deposit for the equal allocation: about ${amount}`,
    assumptions: (bandTop, shares, rate) =>
      `${bandTop ? 'at the top of the band · ' : ''}${shares} ${shares === 1 ? 'share' : 'shares'} · ${rate}%`,
    estimate:
      'Deposits and refund dates are estimates from public filings; brokers’ minimum shares and deposit rates may differ.',
    plan: 'Plan to subscribe',
    cash: 'My subscription cash',
    depositMove: (name, amount) => `${name} subscription −${amount}`,
    refundMove: (name, amount, estimated) => `${name} refund +${amount}${estimated ? ' (expected)' : ''}`,
    locked: (amount) => `locked ${amount}`,
    overlap: (amount) => `Subscribes before a refund: ${amount} needed at once`,
    account: (date) => `Open an account by ${date}, one firm at a time (20-business-day rule)`,
  },

  change: { label: 'Changed:', band: 'Band', finalPrice: 'Final price', brokers: 'Brokers', unknown: 'TBD' },

  field: {
    status: 'Status',
    schedule: 'Schedule',
    priceBand: 'Price band',
    finalPrice: 'Final price',
    market: 'Market',
    spac: 'SPAC',
    industry: 'Industry',
    ceo: 'CEO',
    founded: 'Founded',
    stockCode: 'Stock code',
    leadManagers: 'Lead managers',
    brokers: 'Subscription brokers',
    homepage: 'Homepage',
    dart: 'DART filing',
  },
  yes: 'Yes',
  no: 'No',
  notConfirmed: 'Not confirmed',
  addToCalendar: 'Add to calendar',
  newTab: ' (opens in a new tab)',
  close: 'Close',
};
