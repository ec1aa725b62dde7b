import { CfnStage, HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { routeKeyOf, routes, type Domain, type RouteDefinition } from '../../shared/routes';

/** Requests per second (steady) and burst, shared by all callers of one route. */
export const defaultThrottle = { rateLimit: 50, burstLimit: 100 } as const;
/** Routes marked `sensitive` (sign-in, sign-up) are brute-force targets. */
export const sensitiveThrottle = { rateLimit: 5, burstLimit: 10 } as const;

export interface ApiProps {
  handlerOf: (domain: Domain) => IFunction;
}

/** The HTTP API: one route per entry of the route table, each integrated with its domain's Lambda. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'social-fitness API, served under /api/* by CloudFront',
      createDefaultStage: false,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: defaultThrottle,
    });

    const integrations = new Map<Domain, HttpLambdaIntegration>();
    const integrationOf = (domain: Domain) => {
      let integration = integrations.get(domain);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${domain}Integration`, props.handlerOf(domain), {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
        });
        integrations.set(domain, integration);
      }
      return integration;
    };

    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of routes as readonly RouteDefinition[]) {
      const httpRoute = new HttpRoute(this, routeKeyOf(route), {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationOf(route.domain),
      });
      if (route.sensitive) {
        routeSettings[routeKeyOf(route)] = {
          ThrottlingRateLimit: sensitiveThrottle.rateLimit,
          ThrottlingBurstLimit: sensitiveThrottle.burstLimit,
        };
        // The stage rejects settings for a route key that does not exist yet.
        this.stage.node.addDependency(httpRoute);
      }
    }
    // The L2 stage only sets the default route settings; per-route ones go on the L1.
    if (Object.keys(routeSettings).length > 0) {
      (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
    }
  }
}
