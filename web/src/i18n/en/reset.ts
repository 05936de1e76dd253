export const reset = {
  title: 'Choose a new password',
  intro: 'Enter the e-mail address you sign in with. We send you a link to choose a new password.',
  email: 'E-mail',
  submit: 'Send link',
  submitting: 'Sending…',
  sentTitle: 'Check your e-mail',
  sent: (email: string) =>
    `If ${email} belongs to an account, a link to choose a new password is on its way. It works once, for one hour.`,
  back: 'Back to sign-in',
};
