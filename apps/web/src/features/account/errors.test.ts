import { describe, expect, it } from 'vitest';
import { fieldRules } from './errors.ts';

describe('sign-up answers', () => {
  it('reads the rule keys the server names per field, ignoring anything else', () => {
    const answer = {
      status: 'error' as const,
      data: 'VALIDATION_ERROR',
      details: [
        { path: ['PhoneNumber'], message: 'phoneFormat' },
        { path: ['Username'], message: 'emailFormat' },
        { path: ['FirstName'], message: 'Too big: expected string to have <=100 characters' },
      ],
    };
    expect(fieldRules(answer)).toEqual({ PhoneNumber: 'phoneFormat', Username: 'emailFormat' });
    expect(fieldRules({ status: 'error', data: 'VALIDATION_ERROR' })).toEqual({});
  });
});
