import { AuthDialogRoute } from '../features/auth/components/auth-dialog-route';
import { HomePage } from '../features/home/components/home-page';

/** `/login`: the home page with the sign-in dialog over it (the app composes the two features). */
export function LoginRoute() {
  return (
    <>
      <HomePage />
      <AuthDialogRoute initialView="login" />
    </>
  );
}

/** `/signup`: the home page with the sign-up dialog over it. */
export function SignupRoute() {
  return (
    <>
      <HomePage />
      <AuthDialogRoute initialView="signup" />
    </>
  );
}
