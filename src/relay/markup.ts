/**
 * Text made safe for HTML and XML (the share pages, the SVG card, attribute values): the five markup characters as
 * entities, and the characters XML cannot hold (C0 controls but tab and newlines, lone surrogates, U+FFFE/U+FFFF) as
 * U+FFFD, so that no API text can end an element, an attribute or the document.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are what XML cannot hold
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const escapeMarkup = (text: string): string =>
  text.replace(NOT_XML, '\ufffd').replace(/[&<>"']/g, (char) => ENTITIES[char]);
