/**
 * What the playground sets: the element's attributes, each as the string the attribute gets ('' leaves it out). The
 * page keeps them in its URL, so that a reload or a shared link shows the same element.
 */
import { STATUS_ALIASES, STATUS_VALUES } from '../src/api/types.js';
import { STRINGS } from '../src/i18n/tables.js';
import { MOCK_ORIGIN } from '../src/mock/handlers.js';
import { STAGES, type Stage } from '../src/model/stages.js';

export interface Settings {
  'api-key': string;
  status: string;
  range: string;
  'exclude-spac': boolean;
  view: string;
  lang: string;
  theme: string;
  'cache-ttl': string;
  brokers: string;
  /** Space-separated stages, '' for all four (the attribute left out). */
  stages: string;
}

export interface Choice {
  value: string;
  label: string;
}

export const BASE_URL = `${MOCK_ORIGIN}/v1`;

export const KEY_CHOICES: Choice[] = [
  { value: 'demo-key', label: 'demo-key: 100 calls a day' },
  { value: 'demo-tiny', label: 'demo-tiny: 3 calls a day' },
  { value: 'demo-unlimited', label: 'demo-unlimited: no limit' },
  { value: 'demo-inactive', label: 'demo-inactive: answered 401' },
  { value: 'no-such-key', label: 'no-such-key: not a key' },
];

export const STATUS_CHOICES: Choice[] = [
  { value: '', label: 'every stage' },
  ...STATUS_ALIASES.map((alias, index) => ({ value: alias, label: `${alias} (${STATUS_VALUES[index]})` })),
];

export const VIEW_CHOICES: Choice[] = [
  { value: '', label: 'month (default)' },
  { value: 'list', label: 'list' },
];

export const LANG_CHOICES: Choice[] = [
  { value: '', label: "the page's (ko)" },
  { value: 'ko', label: 'ko' },
  { value: 'en', label: 'en' },
];

export const THEME_CHOICES: Choice[] = [
  { value: '', label: 'auto (default)' },
  { value: 'light', label: 'light' },
  { value: 'dark', label: 'dark' },
];

export const STAGE_CHOICES: { value: Stage; label: string }[] = STAGES.map((stage) => ({
  value: stage,
  label: `${stage} (${STRINGS.ko.stage[stage]})`,
}));

/** The stages a `stages` value names: all four when it is blank, as the element reads it. */
export function stagesOf(value: string): Stage[] {
  const words = value.toLowerCase().split(/\s+/);
  return value.trim() === '' ? [...STAGES] : STAGES.filter((stage) => words.includes(stage));
}

/**
 * The `stages` value for the stages checked: '' (the attribute left out) for all four, and for none, which the
 * element would read as all four too.
 */
export function stagesValue(checked: readonly string[]): string {
  const stages = STAGES.filter((stage) => checked.includes(stage));
  return stages.length === STAGES.length || stages.length === 0 ? '' : stages.join(' ');
}

export const DEFAULT_SETTINGS: Settings = {
  'api-key': 'demo-key',
  status: '',
  range: '',
  'exclude-spac': false,
  view: '',
  lang: '',
  theme: '',
  'cache-ttl': '',
  brokers: '',
  stages: '',
};

/** The settings a page URL's query names; the others keep their defaults. */
export function settingsFrom(search: string): Settings {
  const params = new URLSearchParams(search);
  const settings = { ...DEFAULT_SETTINGS };
  for (const name of Object.keys(settings) as (keyof Settings)[]) {
    const value = params.get(name);
    if (value === null) continue;
    if (name === 'exclude-spac') settings[name] = true;
    else settings[name] = value;
  }
  return settings;
}

/**
 * The element's attributes for the settings, the mock's `base-url` included, in the order the snippets write them:
 * those left out are absent.
 */
export function attributesOf(settings: Settings): [name: string, value: string][] {
  const attributes: [string, string][] = [
    ['api-key', settings['api-key']],
    ['base-url', BASE_URL],
  ];
  for (const name of ['status', 'range', 'view', 'lang', 'theme', 'cache-ttl', 'brokers', 'stages'] as const) {
    if (settings[name] !== '') attributes.push([name, settings[name]]);
  }
  if (settings['exclude-spac']) attributes.push(['exclude-spac', '']);
  return attributes;
}

/** The page URL's query for the settings: the attributes the playground sets, as the element gets them. */
export const queryOf = (settings: Settings): string =>
  new URLSearchParams(attributesOf(settings).filter(([name]) => name !== 'base-url')).toString();
