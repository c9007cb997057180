import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Web } from '../../../infra/stacks/web';
import { synthesizeProd } from './synthesized';

let template: Template;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const synthesized = await synthesizeProd();
  cleanup = synthesized.cleanup;
  template = Template.fromStack(synthesized.stack(Web));
}, 120_000);

afterAll(() => cleanup?.());

describe('Web stack (prod)', () => {
  it('serves the site from a private bucket through one CloudFront distribution over HTTPS', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
      }),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true }),
    });
  });

  it("writes the API's URL into the built files as VITE_API_URL", () => {
    template.hasResourceProperties('Custom::S3Uploader', {
      replaceValues: Match.arrayWith([
        {
          files: '**/*.js',
          search: '{{ VITE_API_URL }}',
          replace: { 'Fn::ImportValue': Match.stringLikeRegexp('-API:') },
        },
      ]),
    });
  });
});
