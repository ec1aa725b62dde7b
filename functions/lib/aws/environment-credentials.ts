import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (aliased in infra/lambda-bundling.ts): Lambda
 * always hands a function its role's credentials in the environment, so the default chain's other providers (SSO, INI
 * profiles, process, web identity, IMDS and ECS, login, with their nested STS and SSO clients) are never reached there
 * and only cost every cold start. The SDK clients import `defaultProvider` and nothing else from that package; a name
 * a later SDK imports besides fails the bundling instead of being left undefined. Unbundled code (`npm start`, the
 * tests) keeps the full chain. docs/decisions.md section 59.
 */
export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}): ReturnType<typeof fromEnv> => fromEnv(init);
