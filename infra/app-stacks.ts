import type { App } from 'aws-cdk-lib';
import { EdgeAlarmsStack } from './edge-alarms-stack';
import { EDGE_REGION, EdgeStack, type EdgeDomain } from './edge-stack';
import { DEFAULT_REGION, SocialFitnessStack, type SocialFitnessStackProps } from './stack';

export interface SocialFitnessAppOptions extends Omit<SocialFitnessStackProps, 'edge' | 'customDomain' | 'env'> {
  /** The application stack's id; the edge stacks' ids add `Edge` and `EdgeAlarms`. */
  stackId?: string;
  /** Where the application stack (data, functions, API, buckets) lives (`-c region=…`); default DEFAULT_REGION. */
  region?: string;
  /** The account (CDK_DEFAULT_ACCOUNT when the CLI has credentials; none offline). */
  account?: string;
  /** The site's own name, an existing us-east-1 certificate for CloudFront, an existing one of `region` for the API. */
  customDomain?: EdgeDomain & { apiCertificateArn?: string };
}

export interface SocialFitnessStacks {
  edge: EdgeStack;
  app: SocialFitnessStack;
  /** Only outside us-east-1: the CloudFront alarm, which must be where CloudFront's metrics are. */
  edgeAlarms?: EdgeAlarmsStack;
}

/**
 * The whole deployment: the edge stack in us-east-1 (WAF web ACL, CloudFront's certificate), the application stack in
 * `region`, and outside us-east-1 the CloudFront alarm in us-east-1. The application stack reads what it needs of
 * the edge stack's outputs at deploy (cdk.json's weak cross-stack references: Fn::GetStackOutput, across regions
 * too), so either can be updated alone.
 */
export function addSocialFitnessStacks(app: App, options: SocialFitnessAppOptions): SocialFitnessStacks {
  const { stackId = 'SocialFitness', region = DEFAULT_REGION, account, customDomain, ...props } = options;
  const edge = new EdgeStack(app, `${stackId}Edge`, {
    env: { account, region: EDGE_REGION },
    customDomain: customDomain && { domainName: customDomain.domainName, certificateArn: customDomain.certificateArn },
    description: `Social fitness tracker: what CloudFront needs from ${EDGE_REGION} (WAF web ACL, certificate)`,
  });
  const stack = new SocialFitnessStack(app, stackId, {
    ...props,
    env: { account, region },
    edge,
    customDomain: customDomain && { domainName: customDomain.domainName, apiCertificateArn: customDomain.apiCertificateArn },
  });
  const edgeAlarms =
    stack.region === EDGE_REGION
      ? undefined
      : new EdgeAlarmsStack(app, `${stackId}EdgeAlarms`, {
          env: { account },
          distributionId: stack.web.distribution.distributionId,
          alarmEmail: props.alarmEmail,
          description: `Social fitness tracker: the CloudFront alarm of ${stackId} (${region}), where CloudFront's metrics are`,
        });
  return { edge, app: stack, edgeAlarms };
}
