import type { KstDate } from '../api/types.js';
import type { Lang } from '../format/lang.js';
import type { AcceptedKind } from '../model/attribute-problem.js';
import type { BandPosition } from '../model/band-position.js';
import type { MarketKey } from '../model/list-item.js';
import type { Stage } from '../model/stages.js';
import type { StatusKey } from '../model/status.js';

/** The field labels of the detail panel (some also label list rows). */
export type FieldKey =
  | 'status'
  | 'schedule'
  | 'priceBand'
  | 'finalPrice'
  | 'market'
  | 'spac'
  | 'industry'
  | 'ceo'
  | 'founded'
  | 'stockCode'
  | 'leadManagers'
  | 'brokers'
  | 'homepage'
  | 'dart';

/**
 * Every text the element shows, per language. Instants are epoch ms; they are shown in KST.
 * Both tables implement this, so a missing entry fails the typecheck.
 */
export interface Strings {
  /** The table's language, which its dates and amounts are written in. */
  lang: Lang;
  title: string;

  // States
  loading: string;
  refreshing: string;
  empty: string;
  /** `value` null: the attribute is missing. `accepted` is already worded (see describeProblem). */
  configProblem(attribute: string, value: string | null, accepted: string): string;
  accepted: Record<AcceptedKind, string>;
  invalidKey: string;
  notFound: string;
  /** Prefixes the server's 400 message, which lists the usable values. */
  badRequest(serverMessage: string): string;
  rateLimited(resetAt: number): string;
  countdown(clock: string): string;
  networkError: string;
  serverError: string;
  retry: string;
  stale(savedAt: number, now: number): string;
  truncated(count: number, total: number): string;
  dataChanged(updatedAt: number): string;

  // Offerings
  stage: Record<Stage, string>;
  status: Record<StatusKey, string>;
  market: Record<MarketKey, string>;
  /** In place of a D-day while a period runs. */
  ongoing: string;
  band: Record<BandPosition, string>;

  // Quota
  quotaLabel: string;
  quota(remaining: number, limit: number): string;

  // Attribution
  source(name: string): string;
  disclaimer: string;

  // Month view
  previousMonth: string;
  nextMonth: string;
  today: string;
  legend: string;
  more(count: number): string;
  /** A day cell's accessible name: the date and the count of each stage on it. */
  dayCell(date: KstDate, counts: Partial<Record<Stage, number>>): string;
  /** A day without entries, under its date. */
  noEntries: string;

  // My brokers (src/model/broker-access.ts); `names` are already listed
  brokerAccess: {
    /** "청약 가능: 키움증권" */
    subscribe(names: string): string;
    /** "계좌 필요: 삼성증권, NH투자증권" */
    account(names: string): string;
    /** Beside either, while the brokers are the lead managers. */
    unconfirmed: string;
  };

  // The reader's brokers: the toolbar, its picker and the offerings they leave out
  brokers: {
    /** The toolbar's button, with the brokers in effect; `names` null while there are none. */
    button(names: string | null): string;
    onlyMine: string;
    /** The picker's title. */
    picker: string;
    /** What the choice does, and that it stays in the browser. */
    pickerHelp: string;
    /** The site's brokers, which apply while the reader has chosen none. */
    siteDefault(names: string): string;
    clear: string;
    /** The list with only the reader's offerings, and none left. */
    noneMine: string;
  };
  /** The link that subscribes a calendar app to the relay's feed. */
  feed: string;

  // The reader's money (./money-text.ts); amounts and dates come already written
  money: {
    /** "균등 최소 증거금 약 100,000원"; `assumptions` follow in brackets. */
    deposit(amount: string): string;
    /** The assumptions: the price's basis when it is the band's top, the shares and the rate. */
    assumptions(bandTop: boolean, shares: number, rate: number): string;
    /** That the amounts are estimates, said once in the panel. */
    estimate: string;
    /** The plan toggle's name, before the offering's name (not 청약예정, which is a status). */
    plan: string;
    /** The cash timeline's title. */
    cash: string;
    /** A subscription's deposit leaving: "씨엔바이오 청약 −100,000원". */
    depositMove(name: string, amount: string): string;
    /** A refund coming back: "씨엔바이오 환불 +100,000원", `estimated` when the date is worked out. */
    refundMove(name: string, amount: string, estimated: boolean): string;
    /** What stays locked that day. */
    locked(amount: string): string;
    /** "환불 전 청약: 자금 250,000원 동시 필요" */
    overlap(amount: string): string;
    /** "계좌 개설: 12/8(월)까지, 한 번에 한 곳 (20영업일 제한)" */
    account(date: string): string;
  };

  // What changed since the reader looked (./change-badge-text.ts)
  change: {
    /** Said before the badge's text to screen readers (its Δ is not read). */
    label: string;
    band: string;
    finalPrice: string;
    brokers: string;
    /** A value that is not known (null) on either side of the arrow. */
    unknown: string;
  };

  // Detail panel
  field: Record<FieldKey, string>;
  yes: string;
  no: string;
  notConfirmed: string;
  addToCalendar: string;
  /** Said to screen readers after a link that opens in a new tab. */
  newTab: string;
  close: string;
}
