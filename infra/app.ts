import { App } from 'aws-cdk-lib';
import { addSocialFitnessStacks } from './app-stacks';
import { checkWithControlTower } from './control-tower';
import { deployOptionsFromContext, regionFrom } from './deploy-options';
import { checkWithCdkNag } from './nag';
import { ensureWebBuild } from './web-build';

// CDK's built-in CloudFormation validation adds about 5 s to every synth and, by default, only
// warns; test/infra runs it with errors enabled instead.
const app = new App({ builtinCloudFormationValidation: false });
// cdk-nag's AwsSolutions rules: an unacknowledged finding fails the synth (infra/nag.ts).
checkWithCdkNag(app);

// `-c webAssetPath=<folder>` deploys another folder (used for manual checks); the default is web/dist.
const webAssetPath = (app.node.tryGetContext('webAssetPath') as string | undefined) ?? ensureWebBuild();

// `-c domainName=fit.example.com`: the site's own name (docs/operations.md). The edge stack requests CloudFront's
// certificate (and outside us-east-1 the application stack the API's) unless `-c certificateArn=arn:aws:acm:us-east-1:…`
// (and `-c apiCertificateArn=arn:aws:acm:<region>:…`) name existing ones.
const domainName = app.node.tryGetContext('domainName') as string | undefined;
const certificateArn = app.node.tryGetContext('certificateArn') as string | undefined;
const apiCertificateArn = app.node.tryGetContext('apiCertificateArn') as string | undefined;
if (!domainName && (certificateArn || apiCertificateArn)) throw new Error('A certificate ARN needs -c domainName too');
// `-c alarmEmail=ops@example.com`: who is mailed when an alarm fires (docs/operations.md); absent, nobody is.
const alarmEmail = app.node.tryGetContext('alarmEmail') as string | undefined;

addSocialFitnessStacks(app, {
  webAssetPath,
  // `-c region=eu-west-1`: the application stack's region (default us-east-1); the edge stack is always in us-east-1.
  region: regionFrom(app.node.tryGetContext('region')),
  account: process.env.CDK_DEFAULT_ACCOUNT,
  customDomain: domainName ? { domainName, certificateArn, apiCertificateArn } : undefined,
  alarmEmail,
  // `-c priceClass=PriceClass_100|PriceClass_200|PriceClass_All` and `-c samLocal=true` (README, SAM local).
  ...deployOptionsFromContext(app.node),
  description: 'Social fitness tracker: CloudFront, S3, API Gateway HTTP API, Lambda, DynamoDB',
});
// AWS Control Tower's proactive controls (infra/control-tower.ts): after the stacks, whose resource types pick the rules.
checkWithControlTower(app);
