import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';
import { EXAMPLE_SAM_ENV_VALUES } from './example-values';
import { samEnvFile } from './sam-env';

/**
 * Rewrites infra/sam/env.example.json from `cdk.out/SocialFitness.template.json` (after `npx cdk synth -c samLocal=true`),
 * when test/infra/sam-template.test.ts says it no longer matches the functions.
 */
const template = JSON.parse(readFileSync(process.env.SAM_TEMPLATE ?? path.join(repoRoot, 'cdk.out', 'SocialFitness.template.json'), 'utf8'));
const example = samEnvFile(template, EXAMPLE_SAM_ENV_VALUES);
if (Object.keys(example).length === 0) throw new Error('That template was not synthesized with -c samLocal=true');
writeFileSync(path.join(repoRoot, 'infra', 'sam', 'env.example.json'), `${JSON.stringify(example, null, 2)}\n`);
