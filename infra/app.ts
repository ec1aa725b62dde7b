import { App } from 'aws-cdk-lib';
import { SocialFitnessStack, STACK_REGION } from './stack';
import { ensureWebBuild } from './web-build';

// CDK's built-in CloudFormation validation adds about 5 s to every synth and, by default, only
// warns; test/infra runs it with errors enabled instead.
const app = new App({ builtinCloudFormationValidation: false });

// `-c webAssetPath=<folder>` deploys another folder (used for manual checks); the default is web/dist.
const webAssetPath = (app.node.tryGetContext('webAssetPath') as string | undefined) ?? ensureWebBuild();

// `-c domainName=fit.example.com -c certificateArn=arn:aws:acm:us-east-1:…`: the site's own name (docs/operations.md).
const domainName = app.node.tryGetContext('domainName') as string | undefined;
const certificateArn = app.node.tryGetContext('certificateArn') as string | undefined;
if (Boolean(domainName) !== Boolean(certificateArn)) throw new Error('Give both domainName and certificateArn, or neither');

new SocialFitnessStack(app, 'SocialFitness', {
  webAssetPath,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: STACK_REGION },
  customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
  description: 'Social fitness tracker: CloudFront + WAF, S3, API Gateway HTTP API, Lambda, DynamoDB',
});
