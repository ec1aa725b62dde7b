import { App } from 'aws-cdk-lib';
import { SocialFitnessStack } from './stack';
import { ensureWebBuild } from './web-build';

// CDK's built-in CloudFormation validation adds about 5 s to every synth and, by default, only
// warns; test/infra runs it with errors enabled instead.
const app = new App({ builtinCloudFormationValidation: false });

// `-c webAssetPath=<folder>` deploys another folder (used for manual checks); the default is web/dist.
const webAssetPath = (app.node.tryGetContext('webAssetPath') as string | undefined) ?? ensureWebBuild();

new SocialFitnessStack(app, 'SocialFitness', {
  webAssetPath,
  description: 'Social fitness tracker: CloudFront, S3, API Gateway HTTP API, Lambda, DynamoDB',
});
