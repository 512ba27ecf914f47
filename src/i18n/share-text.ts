/**
 * The words of the relay's share pages and cards (docs/embedding.md): a week's title and description, as link cards
 * show them, in Korean and English. Plain text: the page escapes it where it puts it.
 */
import type { Lang } from '../format/lang.js';
import { formatDate, formatDateRange } from '../format/date.js';
import type { KstDate } from '../api/types.js';

export interface ShareText {
  /** "이번 주 공모주 청약" while the week is the one "this week" shares, else the week's own name. */
  heading(current: boolean): string;
  /** The first names and how many more: "오름시스템 외 2건". */
  names(first: string, more: number): string;
  none: string;
  /** An offering's page. */
  offeringTitle(name: string): string;
  notFound: string;
  open: string;
  /** A page or card made without a body: the budget or the upstream refused, and nothing is stored. */
  unavailable: string;
  tryLater: string;
}

export const SHARE_TEXT: Record<Lang, ShareText> = {
  ko: {
    heading: (current) => (current ? '이번 주 공모주 청약' : '공모주 청약'),
    names: (first, more) => (more > 0 ? `${first} 외 ${more}건` : first),
    none: '청약 일정 없음',
    offeringTitle: (name) => `${name} 공모주 일정`,
    notFound: '이 공모주는 지금 일정에 없습니다.',
    open: '전체 일정 보기',
    unavailable: '공모주 일정을 지금 불러올 수 없습니다',
    tryLater: '잠시 후 다시 열어 주세요.',
  },
  en: {
    heading: (current) => (current ? 'IPO subscriptions this week' : 'IPO subscriptions'),
    names: (first, more) => (more > 0 ? `${first} and ${more} more` : first),
    none: 'no subscriptions',
    offeringTitle: (name) => `${name}: IPO schedule`,
    notFound: 'This offering is not in the current schedule.',
    open: 'The whole schedule',
    unavailable: 'The IPO schedule cannot be loaded right now',
    tryLater: 'Please try again later.',
  },
};

/** Days as a card writes them, short: "12/7–12/11". */
export const shortDays = (from: KstDate, to: KstDate): string =>
  from === to
    ? formatDate(from, 'ko', 'numeric')
    : `${formatDate(from, 'ko', 'numeric')}–${formatDate(to, 'ko', 'numeric')}`;

/** Days as a sentence writes them: "12월 7일~8일", "Dec 7 – 8". */
export const longDays = (from: KstDate, to: KstDate, lang: Lang): string => formatDateRange(from, to, lang);
