/**
 * The reader's money in words: the minimum deposit with its assumptions, a day of the cash timeline, an overlap and an
 * account's deadline. Amounts are whole won; dates are short ("12/8(화)"), where the cash strip has little room.
 */
import { formatDate } from '../format/date.js';
import { formatWon } from '../format/won.js';
import type { KstDate } from '../api/types.js';
import type { CashDay, Overlap } from '../model/cash-plan.js';
import type { Deposit } from '../model/deposit.js';
import type { Strings } from './strings.js';

/** "균등 최소 증거금 약 100,000원 (10주 · 50%)", "… (밴드 상단 기준 · 10주 · 50%)": the assumptions always with it. */
export function depositText({ amount, basis, minShares, depositRate }: Deposit, { money, lang }: Strings): string {
  return `${money.deposit(formatWon(amount, lang))} (${money.assumptions(basis === 'band-top', minShares, depositRate)})`;
}

/** "12/10(목) · 가나 환불 +100,000원 · 다라 청약 −150,000원 · 묶인 돈 150,000원": refunds first, as they come first. */
export function cashDayText({ date, refunds, deposits, locked }: CashDay, { money, lang }: Strings): string {
  const won = (amount: number) => formatWon(amount, lang);
  return [
    formatDate(date, lang, 'short'),
    ...refunds.map(({ offering, amount, estimated }) => money.refundMove(offering.corp_name, won(amount), estimated)),
    ...deposits.map(({ offering, amount }) => money.depositMove(offering.corp_name, won(amount))),
    money.locked(won(locked)),
  ].join(' · ');
}

/** "환불 전 청약: 자금 250,000원 동시 필요" */
export const overlapText = ({ needed }: Overlap, { money, lang }: Strings): string =>
  money.overlap(formatWon(needed, lang));

/** "계좌 개설: 12/8(화)까지, 한 번에 한 곳 (20영업일 제한)" */
export const accountText = (deadline: KstDate, { money, lang }: Strings): string =>
  money.account(formatDate(deadline, lang, 'short'));
