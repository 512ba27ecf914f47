import type { Offering } from '../api/types.js';

/**
 * The .ics file's name: the company's, without characters file systems reject or that could
 * disguise the name (separators, wildcards, control and bidi formatting), runs of them and of
 * spaces made one space. The id when nothing is left.
 */
export function icsFileName({ corp_name, id }: Offering): string {
  return `${corp_name.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}\s]+/gu, ' ').trim() || id}.ics`;
}
