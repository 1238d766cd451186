// Writes src/partner-api.d.ts from the partner API's document as the server serves it (an app on a scratch database).
import fs from 'node:fs';
import { DOCS_API } from '@portal/contract';
import { buildTestApp } from '../../../apps/server/test/helpers/build';
import { TYPES_FILE, partnerApiTypes } from './types';

const t = await buildTestApp({ seed: false });
try {
  const res = await t.app.inject({ method: 'GET', url: DOCS_API.swagger.path });
  if (res.statusCode !== 200) throw new Error(`${DOCS_API.swagger.path}: ${res.statusCode}`);
  fs.writeFileSync(TYPES_FILE, await partnerApiTypes(res.json()));
  console.log(`written ${TYPES_FILE.pathname}`);
} finally {
  await t.close();
}
