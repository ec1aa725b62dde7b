import path from 'node:path';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Duration, Token } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { UPLOAD_PATH } from '../../shared/media';
import { DEVICE_COOKIE } from '../../functions/auth/device-cookie-name';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/origin-verify';
import { acknowledgeControl } from '../control-tower';
import { acknowledge } from '../nag';
import { repoRoot } from '../paths';
import { OPENER_PATHS, securityHeaderSet } from '../security-headers';
import type { ApiOrigin } from './http-api';
import { ACCESS_LOG_PREFIXES } from './log-bucket';
import { securityHeadersPolicy } from './security-headers-policy';

export interface WebDistributionProps {
  webBucket: IBucket;
  mediaBucket: IBucket;
  /** The photo upload quarantine: browsers' presigned POSTs reach it through /uploads (issue 26). */
  uploadBucket: IBucket;
  api: ApiOrigin;
  /** The WAF web ACL (CLOUDFRONT scope, us-east-1) every request passes. */
  webAclArn: string;
  /** Sent to the API in the origin-verify header; the functions refuse requests without it. */
  originVerifySecret: string;
  /** The site's own name and its us-east-1 certificate; absent, the distribution's cloudfront.net name. */
  customDomain?: { domainName: string; certificate: ICertificate };
  /** Where CloudFront's standard logs go (under ACCESS_LOG_PREFIXES.cloudFront). */
  logBucket: IBucket;
  /** The edge locations that serve viewers (cost against latency far away). Default PriceClass_100. */
  priceClass?: PriceClass;
}

/** North America and Europe: the cheapest class; viewers elsewhere are served from the nearest of those. */
export const DEFAULT_PRICE_CLASS = PriceClass.PRICE_CLASS_100;

/** CloudFront's "ip:port" of the viewer, added to API requests when the API is reached through its custom domain. */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/**
 * The service worker and the script it imports (web/pwa.config.ts): never held by CloudFront, so a deploy reaches
 * browsers at their next check. The web deployment also stores them with Cache-Control no-cache for the browser.
 */
export const SERVICE_WORKER_FILES = ['sw.js', 'rest-alert-sw.js'] as const;

/**
 * How long CloudFront may keep a photo: the objects say MEDIA_CACHE_CONTROL (a day) and the policy caps it there, so a
 * deleted photo is gone from the edge within a day even if its invalidation failed.
 */
export const MEDIA_MAX_TTL = Duration.days(1);

/** One origin for the browser: the SPA by default, the API under /api/*, media under /media/*, photo uploads at /uploads. */
export class WebDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Serves /index.html for client-side routes (paths without a file extension)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromFile({ filePath: path.join(repoRoot, 'infra', 'cloudfront', 'spa-fallback.js') }),
    });

    // One policy from infra/security-headers.ts on every behaviour (overriding what an origin sends, so a stored
    // "image" is never read as HTML or script), and its variant for the screen a window of another origin opens.
    const securityHeaders = securityHeadersPolicy(this, 'SecurityHeaders', 'social-fitness: CSP and security headers', securityHeaderSet('aws'));
    const openerHeaders = securityHeadersPolicy(this, 'OpenerSecurityHeaders', 'social-fitness: the same, without opener isolation', securityHeaderSet('aws', { opener: true }));
    const webOrigin = S3BucketOrigin.withOriginAccessControl(props.webBucket);
    const openerBehaviors = Object.fromEntries(
      OPENER_PATHS.map((path) => [
        path.slice(1),
        {
          origin: webOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: openerHeaders,
          functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      ]),
    );

    const serviceWorkerBehaviors = Object.fromEntries(
      SERVICE_WORKER_FILES.map((file) => [
        file,
        {
          origin: webOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          responseHeadersPolicy: securityHeaders,
        },
      ]),
    );

    // Every viewer header reaches the API (Authorization cannot be named in an origin request policy, only forwarded
    // as part of all of them); with caching disabled no response is shared between callers. Through the custom domain
    // the Host header is the API's own name and CloudFront adds the viewer's address (functions/auth/client-address.ts).
    // Through the execute-api name Host must be left out and no CloudFront header can be added with `allExcept`.
    // Of the cookies only the sign-in's device cookie passes (both ways: CloudFront returns a Set-Cookie only for a
    // cookie it forwards); the API reads no other.
    const apiRequests = new OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'social-fitness /api/*: every viewer header and query string, the device cookie',
      headerBehavior: props.api.viaCustomDomain
        ? OriginRequestHeaderBehavior.all(VIEWER_ADDRESS_HEADER)
        : OriginRequestHeaderBehavior.denyList('Host'),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.allowList(DEVICE_COOKIE),
    });

    const mediaCaching = new CachePolicy(this, 'MediaCaching', {
      comment: 'social-fitness /media/*: at most a day, no cookies, headers or query strings in the key',
      defaultTtl: MEDIA_MAX_TTL,
      maxTtl: MEDIA_MAX_TTL,
      minTtl: Duration.seconds(0),
      enableAcceptEncodingGzip: false,
      enableAcceptEncodingBrotli: false,
    });
    // Only the form's Content-Type (its multipart boundary) reaches S3; the site's cookies and the Host never do (S3
    // answers for the bucket by the origin's own name).
    const uploadRequests = new OriginRequestPolicy(this, 'UploadRequests', {
      comment: 'social-fitness /uploads: the Content-Type header only',
      headerBehavior: OriginRequestHeaderBehavior.allowList('Content-Type'),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    const uploadPath = new CloudFrontFunction(this, 'UploadPath', {
      comment: 'Sends a presigned POST at /uploads to the upload bucket root; refuses other methods',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromFile({ filePath: path.join(repoRoot, 'infra', 'cloudfront', 'upload-path.js') }),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'social-fitness',
      webAclId: props.webAclArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass ?? DEFAULT_PRICE_CLASS,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: ACCESS_LOG_PREFIXES.cloudFront,
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: props.customDomain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: webOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...openerBehaviors,
        ...serviceWorkerBehaviors,
        'api/*': {
          origin: new HttpOrigin(props.api.domainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
          }),
          // A redirect would drop POST bodies, so plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiRequests,
          responseHeadersPolicy: securityHeaders,
        },
        // Media object keys start with `media/`, so the request path is the object key.
        'media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.mediaBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: mediaCaching,
          responseHeadersPolicy: securityHeaders,
        },
        // A presigned POST carries its own signature (the policy), so the bucket is a plain HTTPS origin: origin access
        // control would sign the request itself. Same origin for the page: no CORS, no other host in its CSP.
        [UPLOAD_PATH.slice(1)]: {
          origin: new HttpOrigin(props.uploadBucket.bucketRegionalDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: uploadRequests,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: uploadPath, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    const uploadsWithoutOac =
      'The /uploads origin is the photo quarantine bucket reached without origin access control on purpose: a presigned POST carries its own signature (its policy), which OAC would replace. Nothing there is ever read through the site (the behaviour function refuses all but POST).';
    acknowledge(this.distribution, 'CFR7', uploadsWithoutOac);
    acknowledgeControl(this.distribution, 'cloudfront_origin_access_control_enabled_check', uploadsWithoutOac);
    acknowledge(this.distribution, 'CFR1', 'A fitness app for anyone, anywhere: no country is excluded; abuse is limited per address by the WAF.');
    if (!props.customDomain) {
      const defaultCertificate =
        "Without the custom domain CloudFront serves its default *.cloudfront.net certificate, whose security policy (TLSv1) cannot be changed; with -c domainName the viewer minimum is TLSv1.2_2021.";
      acknowledge(this.distribution, 'CFR4', defaultCertificate);
      // Control Tower's CT.CLOUDFRONT.PR.6, PR.7 and PR.9: a certificate of our own, SNI, TLS 1.2; all met with the domain.
      for (const rule of ['cloudfront_custom_ssl_certificate_check', 'cloudfront_sni_enabled_check', 'cloudfront_security_policy_check']) {
        acknowledgeControl(this.distribution, rule, defaultCertificate);
      }
    } else if (Token.isUnresolved(props.customDomain.certificate.certificateArn)) {
      // PR.6 and PR.7 read the certificate ARN only as a string or a certificate of the same template.
      const edgeCertificate =
        "The distribution's certificate is the edge stack's (us-east-1), read from its outputs at deploy (Fn::GetStackOutput), which the rule cannot follow; it is an ACM certificate served over SNI with TLSv1.2_2021 (test/infra/regions.test.ts).";
      for (const rule of ['cloudfront_custom_ssl_certificate_check', 'cloudfront_sni_enabled_check']) acknowledgeControl(this.distribution, rule, edgeCertificate);
    }
  }
}
