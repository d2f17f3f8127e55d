/** The account forms' own checks: the same messages as the API (runtime-shared/validation), before anything is sent. */
import { describe, expect, it } from 'vitest';
import { checkEmail, checkNewPassword, checkRegistration } from '../../site/account/validate';

describe('account form checks', () => {
  it('asks for every required value', () => {
    expect(checkRegistration({ first_name: ' ', email: '', password: '', password_repeat: '' })).toEqual({
      first_name: 'This field is required',
      email: 'This field is required',
      password: 'This field is required',
    });
  });

  it('holds the password to 8 to 200 characters, typed the same twice', () => {
    expect(checkNewPassword('1234567', '1234567')).toEqual({ password: 'Use at least 8 characters' });
    expect(checkNewPassword('12345678', '12345678')).toEqual({});
    expect(checkNewPassword('x'.repeat(200), 'x'.repeat(200))).toEqual({});
    expect(checkNewPassword('x'.repeat(201), 'x'.repeat(201))).toEqual({ password: 'Must be at most 200 characters' });
    expect(checkNewPassword('12345678', '12345679')).toEqual({ password_repeat: 'The two passwords differ' });
  });

  it('wants an address with a name, an @ and a domain with a dot', () => {
    expect(checkEmail('ada@example.com')).toBeUndefined();
    expect(checkEmail(' ada@example.com ')).toBeUndefined();
    for (const bad of ['ada', 'ada@', 'ada@example', '@example.com', 'a da@example.com']) expect(checkEmail(bad), bad).toBe('Enter a valid email address');
  });

  it('passes a complete registration', () => {
    expect(checkRegistration({ first_name: 'Ada', last_name: '', email: 'ada@example.com', password: 'ada-password', password_repeat: 'ada-password' })).toEqual({});
  });
});
