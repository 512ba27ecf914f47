/** A test-only reader of iCalendar text, strict about what offeringToIcs must get right. */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  /** The raw value, still escaped. */
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

/** The physical lines, split on CRLF; throws on a bare CR or LF, or a missing final CRLF. */
export function physicalLines(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('content does not end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  if (lines.some((line) => /[\r\n]/.test(line))) throw new Error('bare CR or LF');
  return lines;
}

/** Parses the whole text into its single top-level component, unfolding continuation lines. */
export function parseIcs(text: string): IcsComponent {
  const logical: string[] = [];
  for (const line of physicalLines(text)) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('continuation before any line');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const root: IcsComponent = { name: '', properties: [], components: [] };
  const stack = [root];
  for (const line of logical) {
    const property = parseContentLine(line);
    const top = stack[stack.length - 1];
    if (property.name === 'BEGIN') {
      const component = { name: property.value, properties: [], components: [] };
      top.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      if (top.name !== property.value || stack.length === 1) throw new Error(`unmatched END:${property.value}`);
      stack.pop();
    } else top.properties.push(property);
  }
  if (stack.length !== 1 || root.components.length !== 1 || root.properties.length)
    throw new Error('not one closed component');
  return root.components[0];
}

function parseContentLine(line: string): IcsProperty {
  const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=[^;:"]*)*):(.*)$/s.exec(line);
  if (!match) throw new Error(`malformed content line: ${line}`);
  const params = Object.fromEntries(
    match[2]
      .split(';')
      .slice(1)
      .map((param) => param.split('=') as [string, string]),
  );
  return { name: match[1].toUpperCase(), params, value: match[3] };
}

/** The value of a TEXT property with its escapes undone; throws on an escape RFC 5545 does not allow. */
export function unescapeText(value: string): string {
  if (/(^|[^\\])(\\\\)*[;,]/.test(value)) throw new Error(`unescaped ; or , in ${value}`);
  return value.replace(/\\(.)/g, (_, char: string) => {
    if (char === 'n' || char === 'N') return '\n';
    if ('\\;,'.includes(char)) return char;
    throw new Error(`bad escape \\${char}`);
  });
}

export function property(component: IcsComponent, name: string): IcsProperty | undefined {
  return component.properties.find((candidate) => candidate.name === name);
}
