import { accept, type AttributeInput, type Parsed } from './attribute-problem.js';
import { parseAttribute } from './parse-attribute.js';
import { STAGES, type Stage } from './stages.js';

/**
 * `stages`: the stages to show, space-separated among `demand sub refund listing` (ASCII case-insensitive, like
 * HTML's own keywords; a repeated one counts once), in the order of the stages; all four when absent or blank. One
 * word that is not a stage refuses the whole value.
 */
export function parseStages(input: AttributeInput): Parsed<readonly Stage[]> {
  const read = (text: string) => {
    const words = text.toLowerCase().split(/\s+/);
    const isStage = (word: string): word is Stage => (STAGES as readonly string[]).includes(word);
    return words.every(isStage) ? STAGES.filter((stage) => words.includes(stage)) : null;
  };
  return parseAttribute('stages', 'stages', input, read, accept(STAGES));
}
