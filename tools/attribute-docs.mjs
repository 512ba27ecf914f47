// A `cem analyze` plugin: the element's attributes in custom-elements.json, with their properties' descriptions, as
// the attribute table (src/model/attributes.ts) declares them. The table is read from its source with TypeScript, as
// its documentation is JSDoc, which the bundle leaves out; its order is the manifest's, and so the README's.
import { readFileSync } from 'node:fs';

/** The table's file, relative to the package's root. */
export const ATTRIBUTE_TABLE = 'src/model/attributes.ts';

/** The text of a JSDoc comment or tag, or undefined when it has none. */
const textOf = (ts, comment) => ts.getTextOfJSDocComment(comment)?.trim() || undefined;

/** The initializer of the property `name` of an object literal. */
const valueOf = (ts, object, name) =>
  object.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText() === name)
    ?.initializer;

/**
 * Each attribute of the table at `path`, in its order: `{ attribute, property, reflects, description, default }`.
 * `ts` is the TypeScript module to parse it with.
 */
export function readAttributeTable(ts, path = ATTRIBUTE_TABLE) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const declaration = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((variable) => variable.name.getText() === 'ATTRIBUTES');
  // `{ … } as const satisfies …`
  let table = declaration?.initializer;
  while (table && !ts.isObjectLiteralExpression(table)) table = table.expression;
  if (!table) throw new Error(`${path} declares no ATTRIBUTES object`);
  return table.properties.map((entry) => {
    const doc = ts.getJSDocCommentsAndTags(entry).filter(ts.isJSDoc).at(-1);
    const attribute = valueOf(ts, entry.initializer, 'attribute');
    const reflect = valueOf(ts, valueOf(ts, entry.initializer, 'lit'), 'reflect');
    const documentedDefault = doc?.tags?.find((tag) => tag.tagName.text === 'default');
    return {
      attribute: attribute.text,
      property: entry.name.getText(),
      reflects: reflect?.kind === ts.SyntaxKind.TrueKeyword,
      description: doc && textOf(ts, doc.comment),
      default: documentedDefault && textOf(ts, documentedDefault.comment),
    };
  });
}

/**
 * Gives the element the table's attributes, in its order, and their properties the table's description, attribute
 * and reflection. A property the element does not declare fails the analysis.
 */
export function attributeDocsPlugin() {
  let table = [];
  return {
    name: 'attribute-docs',
    initialize({ ts }) {
      table = readAttributeTable(ts);
    },
    packageLinkPhase({ customElementsManifest }) {
      const elements = customElementsManifest.modules.flatMap((module) =>
        (module.declarations ?? []).filter((declaration) => declaration.tagName),
      );
      for (const element of elements) {
        element.attributes = table.map(({ attribute, property, reflects, description, default: value }) => {
          const field = element.members?.find((member) => member.kind === 'field' && member.name === property);
          if (!field) throw new Error(`${ATTRIBUTE_TABLE} declares ${property}, which ${element.name} does not`);
          Object.assign(field, { privacy: 'public', description, attribute }, reflects && { reflects });
          return { name: attribute, type: field.type, default: value, description, fieldName: property };
        });
      }
    },
  };
}
