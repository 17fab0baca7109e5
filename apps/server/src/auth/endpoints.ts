import type { EndpointRegistry } from '../api/registry';
import {
  handleAuthChangePassword,
  handleAuthSessions,
  handleAuthSessionsEndOthers,
} from './handlers/account-security';
import { handleAuthProviders, handleGoogleSignIn } from './handlers/google';
import { handleAuthResetPassword, handleLoginForgotPassword } from './handlers/password-reset';
import {
  handleAuthCaptcha,
  handleAuthLogout,
  handleAuthLogoutEverywhere,
  handleAuthSession,
  handleUserAuthLoginSignup,
} from './handlers/sign-in';
import { handleAuthSignupConfirm } from './handlers/sign-up';

/** The auth service (/api/auth/): login, signup, session, logout, captcha, forgot and reset password. */
export function registerAuthEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-auth-captcha', 'public', handleAuthCaptcha);
  registry.implement('user-auth-login-signup', 'public', handleUserAuthLoginSignup);
  registry.implement('x-auth-session', 'public', handleAuthSession);
  registry.implement('x-auth-logout', 'public', handleAuthLogout);
  registry.implement('x-auth-logout-everywhere', 'signed-in', handleAuthLogoutEverywhere);
  registry.implement('x-auth-sessions', 'signed-in', handleAuthSessions);
  registry.implement('x-auth-sessions-end-others', 'signed-in', handleAuthSessionsEndOthers);
  registry.implement('x-auth-change-password', 'signed-in', handleAuthChangePassword);
  registry.implement('login-forgot-password', 'public', handleLoginForgotPassword);
  registry.implement('x-auth-signup-confirm', 'public', handleAuthSignupConfirm);
  registry.implement('x-auth-reset-password', 'public', handleAuthResetPassword);
  registry.implement('x-auth-providers', 'public', handleAuthProviders);
  registry.implement('google-signin-verify', 'public', handleGoogleSignIn);
}
