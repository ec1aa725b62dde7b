import { App } from 'aws-cdk-lib';
import { deployOptionsFromContext } from './deploy-options';
import { checkWithCdkNag } from './nag';
import { SocialFitnessStack, STACK_REGION } from './stack';
import { ensureWebBuild } from './web-build';

// CDK's built-in CloudFormation validation adds about 5 s to every synth and, by default, only
// warns; test/infra runs it with errors enabled instead.
const app = new App({ builtinCloudFormationValidation: false });
// cdk-nag's AwsSolutions rules: an unacknowledged finding fails the synth (infra/nag.ts).
checkWithCdkNag(app);

// `-c webAssetPath=<folder>` deploys another folder (used for manual checks); the default is web/dist.
const webAssetPath = (app.node.tryGetContext('webAssetPath') as string | undefined) ?? ensureWebBuild();

// `-c domainName=fit.example.com -c certificateArn=arn:aws:acm:us-east-1:…`: the site's own name (docs/operations.md).
const domainName = app.node.tryGetContext('domainName') as string | undefined;
const certificateArn = app.node.tryGetContext('certificateArn') as string | undefined;
if (Boolean(domainName) !== Boolean(certificateArn)) throw new Error('Give both domainName and certificateArn, or neither');
// `-c alarmEmail=ops@example.com`: who is mailed when an alarm fires (docs/operations.md); absent, nobody is.
const alarmEmail = app.node.tryGetContext('alarmEmail') as string | undefined;

new SocialFitnessStack(app, 'SocialFitness', {
  webAssetPath,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: STACK_REGION },
  customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
  alarmEmail,
  // `-c priceClass=PriceClass_100|PriceClass_200|PriceClass_All` and `-c samLocal=true` (README, SAM local).
  ...deployOptionsFromContext(app.node),
  description: 'Social fitness tracker: CloudFront + WAF, S3, API Gateway HTTP API, Lambda, DynamoDB',
});
