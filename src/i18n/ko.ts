import { STATUS_ALIASES, STATUS_VALUES, type StatusAlias } from '../api/types.js';
import { formatDate } from '../format/date.js';
import { formatKstStamp, formatKstTime } from '../format/instant.js';
import { STAGES } from '../model/stages.js';
import type { Strings } from './strings.js';

const stage = { demand: '수요예측', sub: '청약', refund: '환불', listing: '상장' };

export const ko: Strings = {
  lang: 'ko',
  title: '공모주 일정',

  loading: '불러오는 중입니다.',
  refreshing: '다시 불러오는 중입니다.',
  empty: '조건에 맞는 일정이 없습니다.',
  configProblem: (attribute, value, accepted) =>
    `${attribute} ${value === null ? '속성이 필요합니다' : `속성 값 "${value}"은(는) 쓸 수 없습니다`}. 가능한 값: ${accepted}`,
  accepted: {
    integer: '0 이상의 정수',
    range: 'YYYY-MM-DD/YYYY-MM-DD(시작 ≤ 끝, 한쪽 생략 가능) 또는 YYYY-MM',
    'api-key': '발급받은 API 키(ASCII)',
    url: 'user@, ?, # 없는 http:// 또는 https:// 주소',
    brokers: '쉼표로 구분한 증권사 이름(예: 키움, 한국투자증권, NH투자증권)',
    stages: '공백으로 구분한 demand, sub, refund, listing 중 하나 이상',
    shares: '1부터 1000까지의 정수(주)',
    percent: '1부터 100까지의 정수(%)',
  },
  invalidKey: 'API 키가 유효하지 않습니다.',
  notFound: 'API를 찾을 수 없습니다. base-url을 확인하세요.',
  badRequest: (message) => `요청 오류: ${message}`,
  rateLimited: (resetAt) => `오늘 호출 한도에 도달했습니다. ${formatKstTime(resetAt)}부터 다시 불러옵니다.`,
  countdown: (clock) => `남은 시간 ${clock}`,
  networkError: '서버에 연결하지 못했습니다.',
  serverError: '서버 오류로 불러오지 못했습니다.',
  retry: '다시 시도',
  stale: (savedAt, now) => `저장된 데이터 (${formatKstStamp(savedAt, 'ko', now)} 기준)`,
  truncated: (count, total) => `${total}건 중 ${count}건 표시 — 기간이나 상태를 좁혀 주세요.`,
  dataChanged: (updatedAt) => `데이터 변경: ${formatKstStamp(updatedAt, 'ko')}`,

  stage,
  // In Korean, a status is named by the API's own value.
  status: {
    ...(Object.fromEntries(STATUS_ALIASES.map((alias, index) => [alias, STATUS_VALUES[index]])) as Record<
      StatusAlias,
      string
    >),
    unknown: '상태 미정',
  },
  market: { KOSPI: '코스피', KOSDAQ: '코스닥' },
  ongoing: '진행 중',
  band: { above: '밴드 상단 초과', top: '밴드 상단', inside: '밴드 내', bottom: '밴드 하단', below: '밴드 하단 미만' },

  quotaLabel: 'API 호출 한도',
  quota: (remaining, limit) => `오늘 남은 호출 ${remaining}/${limit}`,

  source: (name) => `출처: ${name}`,
  disclaimer: '가공된 공시 정보로 정확성을 보장하지 않으며, 투자 권유가 아닙니다.',

  previousMonth: '이전 달',
  nextMonth: '다음 달',
  today: '오늘',
  legend: '범례',
  more: (count) => `+${count}건 더`,
  dayCell: (date, counts) => {
    const parts = STAGES.filter((key) => counts[key]).map((key) => `${stage[key]} ${counts[key]}건`);
    return `${formatDate(date, 'ko', 'weekday')}, ${parts.join(', ') || ko.noEntries}`;
  },
  noEntries: '일정 없음',

  brokerAccess: {
    subscribe: (names) => `청약 가능: ${names}`,
    account: (names) => `계좌 필요: ${names}`,
    unconfirmed: '주관사 기준, 확정 전',
  },

  brokers: {
    button: (names) => (names ? `내 증권사: ${names}` : '내 증권사 선택'),
    onlyMine: '내 증권사만',
    picker: '내 증권사',
    pickerHelp:
      '계좌가 있는 증권사를 고르면 공모주마다 청약할 수 있는 곳을 알려 드립니다. 선택은 이 브라우저에만 저장됩니다.',
    siteDefault: (names) => `선택이 없으면 이 사이트의 기본값(${names})을 씁니다.`,
    clear: '선택 지우기',
    noneMine: '내 증권사에서 청약할 수 있는 공모주가 없습니다.',
  },
  feed: '캘린더 구독',

  money: {
    deposit: (amount) => `균등 최소 증거금 약 ${amount}`,
    assumptions: (bandTop, shares, rate) => `${bandTop ? '밴드 상단 기준 · ' : ''}${shares}주 · ${rate}%`,
    estimate: '증거금과 환불일은 공시 자료로 계산한 추정치이며, 증권사마다 최소 수량과 증거금률이 다를 수 있습니다.',
    plan: '청약 계획',
    cash: '내 청약 자금',
    depositMove: (name, amount) => `${name} 청약 −${amount}`,
    refundMove: (name, amount, estimated) => `${name} 환불 +${amount}${estimated ? ' (예상일)' : ''}`,
    locked: (amount) => `묶인 돈 ${amount}`,
    overlap: (amount) => `환불 전 청약: 자금 ${amount} 동시 필요`,
    account: (date) => `계좌 개설: ${date}까지, 한 번에 한 곳 (20영업일 제한)`,
  },

  change: { label: '일정 변경:', band: '밴드', finalPrice: '확정가', brokers: '증권사', unknown: '미정' },

  field: {
    status: '상태',
    schedule: '일정',
    priceBand: '희망 공모가',
    finalPrice: '확정 공모가',
    market: '시장',
    spac: '스팩',
    industry: '업종',
    ceo: '대표자',
    founded: '설립일',
    stockCode: '종목코드',
    leadManagers: '주관사',
    brokers: '청약 가능 증권사',
    homepage: '홈페이지',
    dart: 'DART 공시',
  },
  yes: '예',
  no: '아니요',
  notConfirmed: '미정',
  addToCalendar: '캘린더에 추가',
  newTab: ' (새 탭에서 열림)',
  close: '닫기',
};
