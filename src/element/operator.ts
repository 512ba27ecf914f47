import { API_SOURCE } from '../api/source.js';
import type { DataSource } from '../i18n/attribution-text.js';

/**
 * The operator of the data service: its name and address, which the attribution shows (the API's terms require
 * it on every screen that shows the data), and the default `base-url`. Plain constants, so that every build (the
 * bundles and the unbundled `dist/lib`) carries them; a page sets its API root with the `base-url` attribute.
 */
export interface Operator extends DataSource {
  /** Empty: the service has no public address, so a page names its API root (or relay) with `base-url`. */
  defaultBaseUrl: string;
}

export const OPERATOR: Operator = {
  ...API_SOURCE,
  defaultBaseUrl: '',
};
