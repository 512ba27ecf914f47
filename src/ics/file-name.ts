import type { Offering } from '../api/types.js';

/** Characters: a name of 60 Korean ones is 180 bytes in UTF-8, well inside file systems' 255. */
const MAX_NAME = 60;

/**
 * The .ics file's name: the company's, without characters file systems reject or that could
 * disguise the name (separators, wildcards, control and bidi formatting), runs of them and of
 * spaces made one space, no dots or spaces at its ends (Windows drops them; ".." is no name), and
 * at most 60 characters (Chromium cancels a download whose name is too long). The id when nothing is left.
 */
export function icsFileName({ corp_name, id }: Offering): string {
  const name = [...corp_name.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}\s]+/gu, ' ')].slice(0, MAX_NAME).join('');
  return `${name.replace(/^[\s.]+|[\s.]+$/g, '') || id}.ics`;
}
