import { ApiError } from '@learnforge/api-client';
import { describe, expect, it } from 'vitest';
import { formErrorsOf } from './server-errors';

const refusal = (message: string, fields: Record<string, string>) =>
  new ApiError({
    status: 400,
    code: 'bad_request',
    message,
    endpointId: 'org-send-mail',
    fields,
    fromServer: true,
  });

describe('formErrorsOf', () => {
  it('puts the server message beside the one field it names, under the form’s own field name', () => {
    const error = refusal('1 recipient is not in this batch: x@demo.test', {
      recipients: 'Only your own students can be written to.',
    });
    expect(formErrorsOf(error, ['to', 'subject', 'body'], { recipients: 'to' })).toEqual({
      fields: {
        to: '1 recipient is not in this batch: x@demo.test Only your own students can be written to.',
      },
      form: null,
    });
  });

  it('gives each named field its note and the form the message when several fields are refused', () => {
    const error = refusal('Check the form.', { subject: 'Too long.', body: 'Empty.', stray: 'Unknown.' });
    expect(formErrorsOf(error, ['subject', 'body'])).toEqual({
      fields: { subject: 'Too long.', body: 'Empty.' },
      form: 'Check the form.',
    });
  });

  it('shows a refusal that names no field of the form for the whole form', () => {
    expect(formErrorsOf(refusal('You do not have access to this.', {}), ['subject'])).toEqual({
      fields: {},
      form: 'You do not have access to this.',
    });
    expect(formErrorsOf(new Error('offline'), ['subject'])).toEqual({ fields: {}, form: 'offline' });
  });
});
