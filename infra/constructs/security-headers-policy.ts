import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import type { SecurityHeaderSet } from '../security-headers';

/**
 * A response headers policy holding exactly one SecurityHeaderSet. Every header overrides what the origin sends,
 * so an object stored with its own headers (a media upload) or an API answer cannot weaken them.
 */
export function securityHeadersPolicy(scope: Construct, id: string, comment: string, set: SecurityHeaderSet): ResponseHeadersPolicy {
  const hsts = set.strictTransportSecurity;
  return new ResponseHeadersPolicy(scope, id, {
    comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: set.contentSecurityPolicy, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: set.frameOptions as HeadersFrameOption, override: true },
      referrerPolicy: { referrerPolicy: set.referrerPolicy as HeadersReferrerPolicy, override: true },
      ...(hsts
        ? {
            strictTransportSecurity: {
              accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
              includeSubdomains: hsts.includeSubDomains,
              preload: hsts.preload,
              override: true,
            },
          }
        : {}),
    },
    customHeadersBehavior: {
      customHeaders: Object.entries(set.custom).map(([header, value]) => ({ header, value, override: true })),
    },
  });
}
