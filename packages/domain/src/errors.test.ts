import { describe, expect, it } from 'vitest';
import {
  apiFailureKind,
  apiFailureKindOf,
  classifyForgotPasswordResponse,
  FORBIDDEN_STATUS,
  FORGOT_PASSWORD_FAILURE_MESSAGE,
  KNOWN_HTTP_STATUSES,
  loadFailed,
  MAINTENANCE_STATUS,
  NOTIFIER_AUTO_CLOSE_MS,
  notifierMessage,
} from './errors';

describe('002 §4, §8 failed requests', () => {
  it('status 520 on any rejected request means the site-under-maintenance page', () => {
    expect(MAINTENANCE_STATUS).toBe(520);
    expect(apiFailureKind(520)).toBe('maintenance');
  });

  it('403 becomes a page-level access error', () => {
    expect(FORBIDDEN_STATUS).toBe(403);
    expect(apiFailureKind(403)).toBe('forbidden');
  });

  it('anything else is an error', () => {
    for (const status of [400, 404, 500, 502, 0]) expect(apiFailureKind(status)).toBe('error');
    expect(apiFailureKind(undefined)).toBe('error');
    expect(apiFailureKind(null)).toBe('error');
  });

  it('status or code 403 on route-specific errors is stored as a page-level error', () => {
    expect(apiFailureKindOf({ status: 403 })).toBe('forbidden');
    expect(apiFailureKindOf({ status: 400, code: 403 })).toBe('forbidden');
    expect(apiFailureKindOf({ code: '403' })).toBe('forbidden');
    expect(apiFailureKindOf({ status: 520, code: 'unavailable' })).toBe('maintenance');
    expect(apiFailureKindOf({ status: 404, code: null })).toBe('error');
    expect(apiFailureKindOf({})).toBe('error');
  });

  it('000 §8 known HTTP status names: 200, 400, 403, 404, 500, 502', () => {
    expect(KNOWN_HTTP_STATUSES).toEqual([200, 400, 403, 404, 500, 502]);
  });
});

describe('002 §4, §8 the notifier shows error.message when one is given', () => {
  it('takes error.message from the error body', () => {
    expect(notifierMessage({ error: { code: 'conflict', message: 'Lock is held by another setter' } })).toBe(
      'Lock is held by another setter',
    );
  });

  it('shows nothing without a message', () => {
    expect(notifierMessage(null)).toBeNull();
    expect(notifierMessage('Bad Gateway')).toBeNull();
    expect(notifierMessage({ detail: 'x' })).toBeNull();
    expect(notifierMessage({ error: null })).toBeNull();
    expect(notifierMessage({ error: 'x' })).toBeNull();
    expect(notifierMessage({ error: { code: 'x' } })).toBeNull();
    expect(notifierMessage({ error: { message: '' } })).toBeNull();
    expect(notifierMessage({ error: { message: 42 } })).toBeNull();
  });

  it('auto-closes after 5000 ms by default (002 §9)', () => {
    expect(NOTIFIER_AUTO_CLOSE_MS).toBe(5000);
  });
});

describe('001 §8 forgot password', () => {
  it('markup containing alert-danger is shown as an error', () => {
    expect(classifyForgotPasswordResponse('<div class="alert alert-danger">No account</div>')).toBe('error');
  });

  it('markup without alert-danger is shown as info', () => {
    expect(classifyForgotPasswordResponse('<div class="alert alert-success">Mail sent</div>')).toBe('info');
  });

  it("a failed request shows the toast 'Error Occurred!'", () => {
    expect(FORGOT_PASSWORD_FAILURE_MESSAGE).toBe('Error Occurred!');
  });
});

describe('001 §8 a failed load records the failed status and its message', () => {
  it('university details load fails', () => {
    expect(loadFailed('University details could not be loaded')).toEqual({
      status: 'failed',
      error: 'University details could not be loaded',
    });
  });
});
