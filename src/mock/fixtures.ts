/**
 * Realistic, deterministic offerings as collected on a KST day: about six months back to three
 * months ahead, roughly twenty a month, on business-day schedules. Each offering is tied to the week
 * its demand forecasting starts in, so its id and dates stay the same from one day to the next; only
 * what the collection finds once demand forecasting has ended (final price, confirmed brokers)
 * changes as the dates pass. The collection runs at 06:00 KST: the data changes then, not at midnight.
 */
import type { KstDate, Offering } from '../api/types.js';
import { addDays, daysBetween, kstDateOf } from '../time/kst.js';
import { fnv1a } from '../api/hash.js';
import { addBusinessDays, businessDayFrom } from '../time/business-days.js';
import { seededRandom, type Random } from './random.js';
import { toRecords } from './records.js';

export type OfferingRecord = Omit<Offering, 'status'>;

const WEEKS_BACK = 26;
const WEEKS_AHEAD = 13;
/** The most offerings a week holds: each has a slot, `week * SLOTS_PER_WEEK + index`, that names it. */
const SLOTS_PER_WEEK = 6;
const UNDATED_OFFERINGS = 4;

const BROKERS = [
  '미래에셋증권',
  '한국투자증권',
  'NH투자증권',
  'KB증권',
  '삼성증권',
  '신한투자증권',
  '키움증권',
  '대신증권',
  '하나증권',
  '유안타증권',
  '한화투자증권',
  'DB증권',
  'IBK투자증권',
  '교보증권',
  'SK증권',
  '신영증권',
] as const;
const SPAC_SPONSORS = ['미래에셋비전', '하나', '교보', '신한', 'KB', '유안타', 'IBKS', '대신밸런스'] as const;
/**
 * The parts of a made-up company name: a head and a tail (에이 + 바이오). Their counts have no common factor, so that
 * slot n's pair (n mod heads, n mod tails) repeats only every heads × tails slots (260), more than the window holds.
 */
export const NAME_HEADS = [
  '에이',
  '한빛',
  '세움',
  '노바',
  '케이',
  '루미',
  '그린',
  '한결',
  '오름',
  '다온',
  '씨엔',
  '아토',
  '비욘드',
  '이음',
  '메타',
  '하람',
  '새론',
  '큐브',
  '윈스',
  '제이',
] as const;
export const NAME_TAILS = [
  '바이오',
  '테크',
  '로보틱스',
  '에너지',
  '소재',
  '헬스케어',
  '모빌리티',
  '반도체',
  '인더스트리',
  '솔루션',
  '랩스',
  '시스템',
  '네트웍스',
] as const;
const INDUSTRIES = [
  '의약품 제조업',
  '소프트웨어 개발 및 공급업',
  '반도체 제조업',
  '특수 목적용 기계 제조업',
  '전자부품 제조업',
  '의료용 기기 제조업',
  '일차전지 및 축전지 제조업',
  '자연과학 및 공학 연구개발업',
  '기타 금융업',
] as const;
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'] as const;
const GIVEN_NAMES = [
  '민준',
  '서연',
  '도윤',
  '지우',
  '하준',
  '수아',
  '현우',
  '지민',
  '성호',
  '영희',
  '재훈',
  '은정',
] as const;

/** Hex digits of a stable hash, shaped as a UUID (version 4 layout). */
function uuidFrom(seed: string): string {
  const hex = [0, 1, 2, 3].map((n) => fnv1a(`${seed}#${n}`)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A company's name, unique among the offerings of the window: heads × tails slots in a row hold no pair twice. */
function companyName(slot: number): string {
  return `${NAME_HEADS[slot % NAME_HEADS.length]}${NAME_TAILS[slot % NAME_TAILS.length]}`;
}

/** A SPAC's name: its sponsor and its number, repeated only every sponsors × 30 slots (240). */
function spacName(slot: number): string {
  return `${SPAC_SPONSORS[slot % SPAC_SPONSORS.length]}스팩${(Math.floor(slot / SPAC_SPONSORS.length) % 30) + 1}호`;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function distinctBrokers(random: Random, count: number): string[] {
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(random.pick(BROKERS));
  return [...chosen];
}

/** The final price relative to the band: above (a hot offering), at the top, inside, at the bottom or below. */
function finalPrice(random: Random, low: number, high: number): number {
  const roll = random.next();
  if (roll < 0.15) return roundTo(high * 1.15, 500);
  if (roll < 0.65) return high;
  if (roll < 0.8) return roundTo((low + high) / 2, 100);
  if (roll < 0.92) return low;
  return roundTo(low * 0.85, 100);
}

function datedOffering(week: number, index: number, collected: KstDate): OfferingRecord {
  const random = seededRandom(Number.parseInt(fnv1a(`${week}:${index}`), 16));
  const monday = addDays('1970-01-05', week * 7);
  const demandStart = businessDayFrom(addDays(monday, random.int(0, 4)));
  const demandEnd = addBusinessDays(demandStart, 4);
  const subStart = addBusinessDays(demandEnd, random.int(4, 6));
  const subEnd = addBusinessDays(subStart, 1);
  const refund = addBusinessDays(subEnd, 2);
  const listing = addBusinessDays(refund, random.int(4, 6));
  const isSpac = random.next() < 0.15;
  const market = isSpac || random.next() < 0.8 ? 'KOSDAQ' : 'KOSPI';
  const low = isSpac ? 2000 : roundTo(random.int(5000, 40000), 500);
  const high = isSpac ? 2000 : roundTo(low * (1.15 + random.next() * 0.15), 500);
  const demandEnded = collected > demandEnd;
  const leadManagers = distinctBrokers(random, random.next() < 0.3 ? 2 : 1);
  // Drawn whether known yet or not, so that every later draw, and so every other field, stays the same once they are.
  const confirmedPrice = isSpac ? 2000 : finalPrice(random, low, high);
  const confirmedBrokers = [...leadManagers, ...distinctBrokers(random, random.int(0, 2))].filter(
    (b, i, all) => all.indexOf(b) === i,
  );
  const slot = week * SLOTS_PER_WEEK + index;
  const corpName = isSpac ? spacName(slot) : companyName(slot);
  const id = uuidFrom(`offering:${week}:${index}`);
  const filed = addDays(demandStart, -random.int(20, 40));
  return {
    id,
    corp_name: corpName,
    stock_code: null,
    market,
    is_spac: isSpac,
    demand_start: demandStart,
    demand_end: demandEnd,
    sub_start: subStart,
    sub_end: subEnd,
    refund_date: refund,
    listing_date: listing,
    price_low: low,
    price_high: high,
    price_final: demandEnded ? confirmedPrice : null,
    lead_managers: leadManagers,
    industry: isSpac ? '기타 금융업' : random.pick(INDUSTRIES),
    ceo: `${random.pick(SURNAMES)}${random.pick(GIVEN_NAMES)}`,
    est_date: `${random.int(1995, 2022)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    homepage: isSpac ? null : `https://www.${id.slice(0, 8)}.example`,
    dart_url: `https://dart.fss.or.kr/dsaf001/main.do?rcpNo=${filed.replaceAll('-', '')}${String(random.int(0, 999999)).padStart(6, '0')}`,
    detail_url: null,
    subscription_brokers: demandEnded ? confirmedBrokers : [],
  };
}

/** Filed offerings whose schedule is not set yet: every date null, so their status is null. */
function undatedOffering(index: number): OfferingRecord {
  const random = seededRandom(index + 7919);
  const id = uuidFrom(`undated:${index}`);
  // Every other field is unknown yet: toRecords fills it with null or [].
  const [record] = toRecords([
    {
      id,
      corp_name: `${companyName(index)}홀딩스`,
      market: random.next() < 0.5 ? 'KOSPI' : 'KOSDAQ',
      lead_managers: distinctBrokers(random, 1),
      industry: random.pick(INDUSTRIES),
      ceo: `${random.pick(SURNAMES)}${random.pick(GIVEN_NAMES)}`,
      homepage: `https://www.${id.slice(0, 8)}.example`,
    },
  ]);
  return record;
}

/** The week number (weeks since Monday 1970-01-05) that a date falls in. */
function weekOf(date: KstDate): number {
  return Math.floor(daysBetween('1970-01-05', date) / 7);
}

/**
 * The data as collected on a KST day: about 20 offerings a month from ~6 months before to ~3 months after, plus a few
 * undated ones.
 */
export function generateFixtures(collected: KstDate): OfferingRecord[] {
  const offerings: OfferingRecord[] = [];
  const thisWeek = weekOf(collected);
  for (let week = thisWeek - WEEKS_BACK; week <= thisWeek + WEEKS_AHEAD; week++) {
    const perWeek = seededRandom(week).int(3, SLOTS_PER_WEEK);
    for (let index = 0; index < perWeek; index++) offerings.push(datedOffering(week, index, collected));
  }
  for (let index = 0; index < UNDATED_OFFERINGS; index++) offerings.push(undatedOffering(index));
  return offerings;
}

/** The day of the last collection at an instant: today from 06:00 KST, yesterday before that. */
export function lastCollection(now: number): KstDate {
  const today = kstDateOf(now);
  return now >= Date.parse(`${today}T06:00:00+09:00`) ? today : addDays(today, -1);
}

/**
 * How far back `collectedData` looks for a change. Every Monday a new week enters the window, so a week always holds
 * one.
 */
const LOOKBACK_DAYS = 7;

/**
 * The records collected on a day, and `updated_at`: the time of the latest collection whose data differed from the one
 * before it. A collection that finds nothing new (a weekend, a day after which no demand forecasting ended) keeps the
 * earlier time, as the spec asks: `updated_at` says when the data changed, not when it was last collected.
 */
export function collectedData(day: KstDate): { records: OfferingRecord[]; updatedAt: string } {
  const records = generateFixtures(day);
  const collected = JSON.stringify(records);
  let changed = day;
  while (
    daysBetween(changed, day) < LOOKBACK_DAYS &&
    JSON.stringify(generateFixtures(addDays(changed, -1))) === collected
  ) {
    changed = addDays(changed, -1);
  }
  return { records, updatedAt: `${changed}T06:00:00+09:00` };
}
