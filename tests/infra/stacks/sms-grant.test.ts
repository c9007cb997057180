import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AccountRootPrincipal, Policy, Role } from 'aws-cdk-lib/aws-iam';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@gsk/core/api';
import { route } from '../../../infra/routes';
import { smsSending } from '../../../infra/stacks/grants';
import { familyOf } from '../../../infra/stacks/route-families';
import { account } from './stage-settings';

/** The statements `smsSending` gives a role, as CloudFormation receives them. */
const synthesized = () => {
  const stack = new Stack(new App(), 'SmsGrant', { env: { account, region: 'ap-southeast-1' } });
  const role = new Role(stack, 'Sender', { assumedBy: new AccountRootPrincipal() });
  new Policy(stack, 'Sms', { statements: smsSending(stack), roles: [role] });
  const [policy] = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'));
  return (policy?.Properties as { PolicyDocument: { Statement: unknown[] } }).PolicyDocument
    .Statement;
};

describe('the SMS grant (route families with `sms`)', () => {
  it('allows SNS Publish to phone numbers in the stage region and denies every SNS ARN', () => {
    expect(synthesized()).toEqual([
      {
        Sid: 'SmsToPhoneNumbersOnly',
        Effect: 'Allow',
        Action: 'sns:Publish',
        Resource: '*',
        Condition: { StringEquals: { 'aws:RequestedRegion': 'ap-southeast-1' } },
      },
      {
        Sid: 'NoSnsTopicsOrEndpoints',
        Effect: 'Deny',
        Action: 'sns:Publish',
        Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':sns:*:*:*']] },
      },
    ]);
  });

  it("is the members' account routes' (their one-time codes)", () => {
    for (const path of [apiPaths.signUp, apiPaths.otpResend, apiPaths.passwordReset]) {
      expect(familyOf(route('POST', path)).sms).toBe(true);
    }
  });
});
