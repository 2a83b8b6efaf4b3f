import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  clearedSessionCookie,
  readSessionCookie,
  sessionCookie,
} from '../../../lambdas/core/auth/session-cookie.ts';

// As deployed on AWS: the web app on https (the local target's http case runs in the integration suites).
beforeAll(() => {
  const env = {
    TABLE_NAME: 'table',
    RAW_MAIL_BUCKET: 'raw-mail',
    MODELS_BUCKET: 'models',
    PIPELINE_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:000000000000:stateMachine:x',
    WEB_URL: 'https://tickets.example.com',
    INBOUND_DOMAIN: 'relay.example.com',
    MAIL_FROM: 'no-reply@example.com',
    ADMIN_EMAILS: '',
    SESSION_KEY_SECRET_ID: 'session',
    DATA_KEY_SECRET_ID: 'data',
    TRAINER_FUNCTION_NAME: 'train-model',
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the session cookie on https', () => {
  it('is httpOnly, SameSite=Lax, Secure, for the whole site, until the token expires', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const expiresAt = new Date('2030-01-08T00:00:00Z');

    expect(sessionCookie('a.b.c', expiresAt, now)).toBe(
      'tr_session=a.b.c; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=604800; Expires=Tue, 08 Jan 2030 00:00:00 GMT',
    );
  });

  it('is removed with the same attributes and no value', () => {
    expect(clearedSessionCookie()).toBe(
      'tr_session=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });

  it('is read from the cookies API Gateway passes, ignoring other cookies and empty values', () => {
    const event = (cookies?: string[]) => ({ cookies }) as APIGatewayProxyEventV2;

    expect(readSessionCookie(event(['theme=dark', 'tr_session=x.y.z']))).toBe('x.y.z');
    expect(readSessionCookie(event(['tr_session=']))).toBeUndefined();
    expect(readSessionCookie(event(['xtr_session=x.y.z']))).toBeUndefined();
    expect(readSessionCookie(event())).toBeUndefined();
  });
});
