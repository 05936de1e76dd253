export const signIn = {
  title: 'Sign in',
  intro: 'Sign in to the office portal of your organisation.',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  invalidCredentials: 'The e-mail address or password is wrong.',
  chooseTitle: 'Choose your organisation',
  chooseIntro: 'Your e-mail address belongs to more than one organisation. Which one do you want to open?',
  otherAccount: 'Use another e-mail address',
  forgotten: 'Forgotten your password? Ask an admin of your organisation for a new invite link.',
  forgot: 'Forgotten your password?',
};
