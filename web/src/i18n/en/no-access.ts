export const noAccess = {
  title: 'No access',
  text: 'Your role does not include this page. Ask an admin of your organisation if you need it.',
};
