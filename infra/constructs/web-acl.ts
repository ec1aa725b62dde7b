import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { routes, type RouteDefinition } from '../../shared/routes';

/** Requests one client address may make in a window before WAF answers 429 (rate-based rules count per IP). */
export interface RateLimit {
  limit: number;
  windowSeconds: 60 | 120 | 300 | 600;
}

/** The route table's `sensitive` routes (sign-in, sign-up, password change) together: a person needs a handful; guessing passwords needs thousands. */
export const AUTH_RATE_LIMIT: RateLimit = { limit: 30, windowSeconds: 300 };
/** Every /api call: about 10 a second for five minutes, far above what the app makes while someone trains. */
export const API_RATE_LIMIT: RateLimit = { limit: 3000, windowSeconds: 300 };
export const AUTH_RATE_LIMITED_PATHS = (routes as readonly RouteDefinition[]).filter((route) => route.sensitive).map((route) => {
  if (route.path.includes('{')) throw new Error(`A sensitive route needs a fixed path for the WAF rule: ${route.path}`);
  return route.path.toLowerCase();
});

const TOO_MANY_REQUESTS_BODY = 'too-many-requests';

/** How a path is compared: decoded, `//` and `/./` folded, lower case, so `/API//auth/%6Cogin` counts as the login. */
const normalisedPath = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'NORMALIZE_PATH' },
  { priority: 2, type: 'LOWERCASE' },
];

const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: normalisedPath,
  },
});

const anyOf = (statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty =>
  statements.length === 1 ? statements[0]! : { orStatement: { statements } };

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function rateRule(name: string, priority: number, rate: RateLimit, scopeDown: CfnWebACL.StatementProperty): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit: rate.limit,
        evaluationWindowSec: rate.windowSeconds,
        scopeDownStatement: scopeDown,
      },
    },
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: TOO_MANY_REQUESTS_BODY,
          responseHeaders: [{ name: 'retry-after', value: String(rate.windowSeconds) }],
        },
      },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The CloudFront web ACL (so it lives in us-east-1): per-client-address rate limits, strict on sign-in and sign-up
 * and loose on the rest of the API, then AWS's common rule set. One attacker is slowed down alone instead of a
 * shared API Gateway throttle locking everybody out.
 */
export class WebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.acl = new CfnWebACL(this, 'Acl', {
      scope: 'CLOUDFRONT',
      description: 'social-fitness: per-address rate limits and AWS common rules',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('social-fitness'),
      customResponseBodies: {
        [TOO_MANY_REQUESTS_BODY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: 'Too many requests, please try again in a few minutes' }),
        },
      },
      rules: [
        rateRule('auth-per-address', 0, AUTH_RATE_LIMIT, anyOf(AUTH_RATE_LIMITED_PATHS.map(pathStartsWith))),
        rateRule('api-per-address', 1, API_RATE_LIMIT, pathStartsWith('/api/')),
        {
          name: 'aws-common-rules',
          priority: 2,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Profile and post photos arrive as JSON bodies far above the rule's 8 KB: counted, not blocked
              // (the API limits each route's body size itself).
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('aws-common-rules'),
        },
      ],
    });
  }
}
