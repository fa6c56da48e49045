import { describe, expect, it } from 'vitest';
import { fieldRules, signUpProblem } from './errors.ts';

describe('sign-up answers', () => {
  it('maps the server codes to one meaning each (spec §8)', () => {
    const err = (data: string) => ({ status: 'error' as const, data });
    expect(signUpProblem(err('USERNAME_EXISTS'))).toBe('emailExists');
    expect(signUpProblem(err('EMAIL_EXISTS'))).toBe('emailExists');
    expect(signUpProblem(err('PHONE_EXISTS'))).toBe('phoneExists');
    expect(signUpProblem(err('PASSWORD_SHORT'))).toBe('passwordShort');
    expect(signUpProblem(err('RPC_CLIENT_ERROR'))).toBe('transport');
    expect(signUpProblem(err('SERVER_ERROR'))).toBe('other');
  });

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
