/**
 * The securities firms that underwrite Korean IPOs or take retail subscriptions, one entry a firm. How to update it:
 * docs/investor-features.md. Spellings are matched after {@link normalizeBrokerName} (case, blanks, `(주)`, full-width
 * forms), so list each spelling once, as people write it; the tests refuse a spelling that two firms share.
 */
export interface Broker {
  /** The current Korean name, as the firm writes it: what the element shows and what events carry. */
  name: string;
  /** The English name the firm uses (its English site, DART's English filings). */
  en: string;
  /** What readers and the press call it: 키움, 한투, NH, … (an English short form too where one is common). */
  short: readonly string[];
  /** Names it had before a rename or merger, newest first, in Korean and English. */
  former: readonly string[];
  /** Spellings of filings (KIND, DART): Latin letters written in Hangul, legal names. */
  filings: readonly string[];
  /**
   * False for the foreign firms that lead large offerings for institutions but take no retail subscription (their
   * filings say 일반청약하지 않음): no reader needs an account there.
   */
  retail: boolean;
}

const firm = (entry: Omit<Broker, 'retail'>): Broker => ({ ...entry, retail: true });
const foreignFirm = (entry: Omit<Broker, 'retail' | 'former'>): Broker => ({ ...entry, former: [], retail: false });

export const BROKERS: readonly Broker[] = [
  firm({
    name: '미래에셋증권',
    en: 'Mirae Asset Securities',
    short: ['미래에셋', 'Mirae Asset'],
    // 미래에셋대우 (2016-12 to 2021-03) after taking over 대우증권 (KDB대우증권 2009–2016).
    former: ['미래에셋대우', 'Mirae Asset Daewoo', '대우증권', 'KDB대우증권', 'Daewoo Securities'],
    filings: [],
  }),
  firm({
    name: '한국투자증권',
    en: 'Korea Investment & Securities',
    short: ['한투', '한국투자', '한투증권', 'Korea Investment'],
    // 동원증권 took over 한국투자증권 in 2005 and took its name.
    former: ['동원증권'],
    filings: [],
  }),
  firm({
    name: 'NH투자증권',
    en: 'NH Investment & Securities',
    short: ['NH', 'NH증권', '엔투'],
    // Not 우리투자증권 (its name 2005–2014): a new firm carries that name since 2024-08 (below).
    former: ['NH농협증권', 'LG투자증권'],
    filings: ['엔에이치투자증권'],
  }),
  firm({
    name: 'KB증권',
    en: 'KB Securities',
    short: ['KB'],
    // 현대증권 and KB투자증권 merged into KB증권 on 2017-01-02.
    former: ['현대증권', 'KB투자증권', 'Hyundai Securities'],
    filings: ['케이비증권', '케이비투자증권'],
  }),
  firm({ name: '삼성증권', en: 'Samsung Securities', short: ['삼성', 'Samsung'], former: [], filings: [] }),
  firm({
    name: '신한투자증권',
    en: 'Shinhan Securities',
    short: ['신한', '신한투자', '신한증권', 'Shinhan'],
    // 신한금융투자 2009–2022, 굿모닝신한증권 2002–2009.
    former: ['신한금융투자', '신한금투', 'Shinhan Investment Corp.', '굿모닝신한증권'],
    filings: [],
  }),
  firm({
    name: '키움증권',
    en: 'Kiwoom Securities',
    short: ['키움', 'Kiwoom'],
    former: ['키움닷컴증권'],
    filings: [],
  }),
  firm({ name: '대신증권', en: 'Daishin Securities', short: ['대신', 'Daishin'], former: [], filings: [] }),
  firm({
    name: '하나증권',
    en: 'Hana Securities',
    short: ['하나', 'Hana'],
    // 하나금융투자 2015–2022, 하나대투증권 2007–2015 (대한투자증권 before).
    former: ['하나금융투자', '하나금투', 'Hana Financial Investment', '하나대투증권', '대한투자증권'],
    filings: [],
  }),
  firm({
    name: '유안타증권',
    en: 'Yuanta Securities Korea',
    short: ['유안타', 'Yuanta'],
    former: ['동양증권', '동양종합금융증권', 'Tong Yang Securities'],
    filings: [],
  }),
  firm({
    name: '한화투자증권',
    en: 'Hanwha Investment & Securities',
    short: ['한화', '한화증권'],
    former: [],
    filings: [],
  }),
  firm({
    name: 'DB증권',
    en: 'DB Securities',
    short: ['DB', 'DB금투'],
    // DB금융투자 2017-11 to 2024, 동부증권 before.
    former: ['DB금융투자', 'DB Financial Investment', '동부증권', 'Dongbu Securities'],
    filings: ['디비증권', '디비금융투자'],
  }),
  firm({
    name: 'IBK투자증권',
    en: 'IBK Securities',
    // IBKS: the brand of its SPACs (IBKS제24호스팩).
    short: ['IBK', 'IBKS', 'IBK증권'],
    former: [],
    filings: ['아이비케이투자증권'],
  }),
  firm({ name: '교보증권', en: 'Kyobo Securities', short: ['교보', 'Kyobo'], former: [], filings: [] }),
  firm({ name: 'SK증권', en: 'SK Securities', short: ['SK'], former: ['선경증권'], filings: ['에스케이증권'] }),
  firm({ name: '신영증권', en: 'Shinyoung Securities', short: ['신영'], former: [], filings: [] }),
  firm({
    name: '유진투자증권',
    en: 'Eugene Investment & Securities',
    short: ['유진', '유진증권', 'Eugene'],
    former: ['서울증권'],
    filings: [],
  }),
  firm({
    name: 'iM증권',
    en: 'iM Securities',
    short: ['iM'],
    // Renamed 2024-08-06; CJ투자증권 until 2008.
    former: ['하이투자증권', '하이투자', 'Hi Investment & Securities', 'CJ투자증권'],
    filings: ['아이엠증권'],
  }),
  firm({
    name: 'LS증권',
    en: 'LS Securities',
    short: ['LS'],
    // Renamed 2024; 이트레이드증권 before 이베스트투자증권.
    former: ['이베스트투자증권', '이베스트', 'eBEST Investment & Securities', '이트레이드증권'],
    filings: ['엘에스증권'],
  }),
  firm({
    name: '현대차증권',
    en: 'Hyundai Motor Securities',
    short: ['현대차'],
    former: ['HMC투자증권', 'HMC Investment Securities', '신흥증권'],
    filings: ['에이치엠씨투자증권'],
  }),
  firm({
    name: 'BNK투자증권',
    en: 'BNK Securities',
    short: ['BNK', 'BNK증권'],
    former: ['BS투자증권'],
    filings: ['비엔케이투자증권', '비에스투자증권'],
  }),
  firm({
    name: '메리츠증권',
    en: 'Meritz Securities',
    short: ['메리츠', 'Meritz'],
    former: ['메리츠종금증권', '메리츠종합금융증권'],
    filings: [],
  }),
  firm({
    name: '다올투자증권',
    en: 'Daol Investment & Securities',
    short: ['다올', 'Daol'],
    former: ['KTB투자증권', 'KTB Investment & Securities'],
    filings: ['케이티비투자증권'],
  }),
  firm({
    name: '상상인증권',
    en: 'Sangsangin Investment & Securities',
    short: ['상상인'],
    former: ['골든브릿지투자증권'],
    filings: [],
  }),
  firm({ name: '한양증권', en: 'Hanyang Securities', short: ['한양'], former: [], filings: [] }),
  firm({ name: '부국증권', en: 'Bookook Securities', short: ['부국'], former: [], filings: [] }),
  firm({
    name: '케이프투자증권',
    en: 'Cape Investment & Securities',
    short: ['케이프', 'Cape'],
    former: ['LIG투자증권'],
    filings: ['엘아이지투자증권'],
  }),
  firm({
    name: '우리투자증권',
    en: 'Woori Investment & Securities',
    short: ['우리'],
    // A new firm (2024-08-01, 우리종합금융 merged into 한국포스증권), not today's NH투자증권.
    former: ['한국포스증권'],
    filings: [],
  }),
  firm({
    name: '코리아에셋투자증권',
    en: 'Korea Asset Investment & Securities',
    short: ['코리아에셋'],
    former: [],
    filings: [],
  }),
  firm({
    name: 'DS투자증권',
    en: 'DS Investment & Securities',
    short: ['DS'],
    former: ['토러스투자증권'],
    filings: ['디에스투자증권'],
  }),
  firm({ name: '리딩투자증권', en: 'Leading Investment & Securities', short: ['리딩'], former: [], filings: [] }),
  firm({ name: '흥국증권', en: 'Heungkuk Securities', short: ['흥국'], former: [], filings: [] }),
  firm({
    name: '카카오페이증권',
    en: 'Kakao Pay Securities',
    short: ['카카오페이'],
    former: ['바로투자증권'],
    filings: [],
  }),
  firm({ name: '토스증권', en: 'Toss Securities', short: ['토스'], former: [], filings: [] }),
  foreignFirm({
    name: '골드만삭스증권',
    en: 'Goldman Sachs',
    short: ['골드만삭스'],
    filings: [],
  }),
  foreignFirm({
    name: '모간스탠리인터내셔날증권',
    en: 'Morgan Stanley',
    short: ['모간스탠리', '모건스탠리'],
    filings: ['모건스탠리인터내셔날증권'],
  }),
  foreignFirm({
    name: '제이피모간증권',
    en: 'J.P. Morgan',
    short: ['JP모간', 'JP모건', '제이피모건'],
    filings: [],
  }),
  foreignFirm({
    name: '씨티그룹글로벌마켓증권',
    en: 'Citigroup Global Markets Korea',
    short: ['씨티그룹', '씨티'],
    filings: [],
  }),
  foreignFirm({ name: '크레디트스위스증권', en: 'Credit Suisse', short: ['크레디트스위스'], filings: [] }),
  foreignFirm({ name: 'UBS증권', en: 'UBS', short: [], filings: ['유비에스증권'] }),
  foreignFirm({
    name: '노무라금융투자',
    en: 'Nomura Financial Investment (Korea)',
    short: ['노무라'],
    filings: [],
  }),
];
