// Types of ./attribute-docs.mjs, for the TypeScript code that imports it.
import type * as ts from 'typescript';

/** An attribute as the table declares and documents it. */
export interface DocumentedAttribute {
  attribute: string;
  property: string;
  reflects: boolean;
  description: string | undefined;
  default: string | undefined;
}

export declare const ATTRIBUTE_TABLE: string;
export declare function readAttributeTable(typescript: typeof ts, path?: string): DocumentedAttribute[];
