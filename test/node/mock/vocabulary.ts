/** The words of API v1 that the generated requests use, from the spec. */

/** The one endpoint, under the mock's default base path. */
export const ENDPOINT = '/v1/upcoming-ipos';

/** The six stages with their query aliases (spec, "States and transitions"). */
export const STAGES = [
  ['수요예측예정', 'demand_upcoming'],
  ['수요예측', 'demand'],
  ['청약예정', 'sub_upcoming'],
  ['청약', 'sub'],
  ['상장예정', 'listing_upcoming'],
  ['상장완료', 'listed'],
] as const;
