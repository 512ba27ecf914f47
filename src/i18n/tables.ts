import { en } from './en.js';
import { ko } from './ko.js';
import type { Lang } from '../format/lang.js';
import type { Strings } from './strings.js';

export const STRINGS: Record<Lang, Strings> = { ko, en };
