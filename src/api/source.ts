/**
 * The service the API's terms require to be named as the source wherever its data is shown (terms of use, 1), with
 * its address, linked only when it is an http(s) URL: the relay's calendar feed names it in every event. The element
 * shows the same name (src/element/operator.ts).
 */
export const API_SOURCE = { sourceName: 'IPO 일정 API', sourceUrl: '' } as const;
