import { Stack } from 'aws-cdk-lib';
import { ApiMapping, DomainName, HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeKeyOf, routes, type Domain, type RouteDefinition } from '../../shared/routes';
import { accessLogFormat } from '../access-log-format';
import { acknowledgeControl } from '../control-tower';
import { acknowledge } from '../nag';
import { LOG_RETENTION, ProjectLogGroup } from './log-group';

/**
 * Requests per second (steady) and burst for the whole API: a ceiling on cost, not a defence. Each client is limited
 * by the WAF on CloudFront (constructs/web-acl.ts), so one caller cannot use this up for everybody else.
 */
export const defaultThrottle = { rateLimit: 200, burstLimit: 400 } as const;

/** How long API access log lines are kept (the functions' own logs are kept as long). */
export const ACCESS_LOG_RETENTION = LOG_RETENTION;

/** Where CloudFront sends /api/* requests. */
export interface ApiOrigin {
  domainName: string;
  /** True when that is the API's custom domain (Host forwarded), false for its execute-api name. */
  viaCustomDomain: boolean;
}

export interface ApiProps {
  handlerOf: (domain: Domain) => IFunction;
  /**
   * The site's own name and certificate: the API answers to that same name on a regional custom domain, which
   * CloudFront reaches with the viewer's Host header, and its execute-api endpoint is switched off.
   */
  customDomain?: { domainName: string; certificate: ICertificate };
}

/** The HTTP API: one route per entry of the route table, each integrated with its domain's Lambda. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** One JSON line per request (infra/access-log-format.ts). */
  readonly accessLogs: LogGroup;
  readonly origin: ApiOrigin;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'social-fitness API, served under /api/* by CloudFront',
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.customDomain !== undefined,
    });
    this.accessLogs = new ProjectLogGroup(this, 'AccessLogs');
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: defaultThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs), format: accessLogFormat() },
    });

    if (props.customDomain) {
      const domainName = new DomainName(this, 'DomainName', {
        domainName: props.customDomain.domainName,
        certificate: props.customDomain.certificate,
      });
      new ApiMapping(this, 'Mapping', { api: this.httpApi, domainName, stage: this.stage });
      this.origin = { domainName: domainName.regionalDomainName, viaCustomDomain: true };
    } else {
      const { region, urlSuffix } = Stack.of(this);
      this.origin = { domainName: `${this.httpApi.apiId}.execute-api.${region}.${urlSuffix}`, viaCustomDomain: false };
    }

    const integrations = new Map<Domain, HttpLambdaIntegration>();
    const integrationOf = (domain: Domain) => {
      let integration = integrations.get(domain);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${domain}Integration`, props.handlerOf(domain), {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
          // One invoke permission per function for the whole API (`<apiId>/*/*/*`), not one per route: each route's
          // own would grow the function's resource policy toward Lambda's 20 KB limit as routes are added.
          scopePermissionToRoute: false,
        });
        integrations.set(domain, integration);
      }
      return integration;
    };

    for (const route of routes as readonly RouteDefinition[]) {
      const httpRoute = new HttpRoute(this, routeKeyOf(route), {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationOf(route.domain),
      });
      const authorizedWhere = route.auth
        ? 'Authorized in the handler factory (functions/lib/http.ts verifies the bearer token of every route the route table marks auth, before any domain code runs); test/security/authorization-matrix.test.ts checks every such route refuses bad credentials and other people.'
        : 'Public by design (shared/routes.ts marks it auth: false: sign-up, sign-in, the health check); every other route is authorized in the handler factory.';
      acknowledge(httpRoute, 'APIG4', authorizedWhere);
      // CT.APIGATEWAY.PR.5 asks for an API Gateway authorizer: the same check as AwsSolutions-APIG4.
      acknowledgeControl(httpRoute, 'api_gw_v2_authorization_type_configured_check', authorizedWhere);
    }
    // CT.LAMBDA.PR.2 reads a permission's SourceArn only as a string or a reference to one resource; ours is this API's
    // execute-api ARN, joined from its id, so the rule cannot see that it names exactly this API.
    acknowledgeControl(
      this,
      'lambda_function_public_access_prohibited_check',
      "Each domain function's one invoke permission is for apigateway.amazonaws.com with SourceArn arn:<partition>:execute-api:<region>:<account>:<this API's id>/*/*/*: only this API may invoke it. The ARN is an Fn::Join of the API's id, which the rule cannot read.",
    );
  }
}
