import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

const CREDENTIAL_CHAIN_PACKAGE = '@aws-sdk/credential-provider-node';

/** The bundling options without the alias that replaces the SDK's default credential chain (infra/lambda-bundling.ts). */
export function withoutCredentialsAlias(bundling: BundlingOptions): BundlingOptions {
  const aliases = bundling.esbuildArgs?.['--alias'];
  if (!Array.isArray(aliases)) return bundling;
  const kept = aliases.filter((alias) => !alias.startsWith(`${CREDENTIAL_CHAIN_PACKAGE}=`));
  return { ...bundling, esbuildArgs: { ...bundling.esbuildArgs, '--alias': kept } };
}
