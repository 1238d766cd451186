import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

export const TYPES_FILE = new URL('../src/partner-api.d.ts', import.meta.url);

/** The TypeScript of the partner API's OpenAPI document, as committed in src/partner-api.d.ts. */
export async function partnerApiTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  const header = "// Generated from the partner API's OpenAPI document by `npm run generate -w packages/sdk`: do not edit.\n";
  const options = await prettier.resolveConfig(TYPES_FILE.pathname);
  return prettier.format(header + astToString(ast), { ...options, parser: 'typescript' });
}
