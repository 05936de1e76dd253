export const setup = {
  title: 'Set up your organisation',
  intro:
    'Welcome to Caretaker. Name your organisation and create the first admin account: you. You can invite your colleagues afterwards.',
  organisationSection: 'Your organisation',
  organisationName: 'Organisation name',
  timezone: 'Time zone',
  timezoneHint: 'Used for due dates, working times and reports.',
  adminSection: 'Your admin account',
  name: 'Your name',
  email: 'E-mail',
  password: 'Password',
  passwordHint: 'At least 10 characters. A short sentence is easy to remember and hard to guess.',
  confirmPassword: 'Confirm password',
  language: 'Language of the organisation',
  languageHint:
    'For everyone who chooses no language of their own, and for e-mails. Each person can change it for themselves.',
  submit: 'Set up and sign in',
  submitting: 'Setting up…',
};
