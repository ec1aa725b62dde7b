/** `npm run openapi`: writes docs/openapi.json from the route table (shared/contract/openapi.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument, serializeOpenApi } from '../shared/contract/openapi';
import { repoRoot } from './paths';

writeFileSync(path.join(repoRoot, 'docs/openapi.json'), serializeOpenApi(openApiDocument()));
