import { Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { WebAcl } from './constructs/web-acl';

/** Where CloudFront takes its WAF web ACL and its certificate from: us-east-1 only. */
export const EDGE_REGION = 'us-east-1';

/** The site's own name, and an existing certificate for it in us-east-1 if there is one. */
export interface EdgeDomain {
  domainName: string;
  /** An ACM certificate in us-east-1 made by hand (`-c certificateArn=…`); without it the edge stack requests one. */
  certificateArn?: string;
}

export interface EdgeStackProps extends StackProps {
  customDomain?: EdgeDomain;
}

/**
 * What CloudFront needs from us-east-1, whatever region the application stack is in: the WAF web ACL and, with a
 * custom domain, the certificate. Deployed first; the application stack reads its outputs (docs/decisions.md).
 */
export class EdgeStack extends Stack {
  readonly webAcl: WebAcl;
  /** CloudFront's certificate for the custom domain (DNS-validated: the deploy waits for the validation record). */
  readonly certificate?: ICertificate;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    const region = props.env?.region ?? EDGE_REGION;
    if (region !== EDGE_REGION) throw new Error(`The edge stack must be in ${EDGE_REGION} (CloudFront's WAF and certificates live there), not ${region}`);
    super(scope, id, { ...props, env: { ...props.env, region } });
    this.webAcl = new WebAcl(this, 'WebAcl');
    const domain = props.customDomain;
    if (domain) {
      this.certificate = domain.certificateArn
        ? Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn)
        : new Certificate(this, 'Certificate', { domainName: domain.domainName, validation: CertificateValidation.fromDns() });
    }
  }
}
