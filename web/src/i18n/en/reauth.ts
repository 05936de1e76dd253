export const reauth = {
  title: 'Sign in again',
  intro: 'Your session has ended. Sign in again to save what you entered: nothing is lost.',
  password: 'Password',
  submit: 'Sign in and continue',
  submitting: 'Signing in…',
  cancel: 'Discard and sign out',
};
