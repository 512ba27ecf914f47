import type { Lang } from '../format/lang.js';

/**
 * What the element says when a part of it could not be loaded (its chunk did not arrive), in both languages: here
 * rather than in the string tables, as English's may be the part that did not.
 */
export const LOAD_FAILURE: Record<Lang, { message: string; retry: string }> = {
  ko: { message: '달력의 일부를 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.', retry: '다시 시도' },
  en: { message: 'Part of the calendar could not be loaded. Check the connection and try again.', retry: 'Retry' },
};
