export const notFound = {
  title: 'Page not found',
  text: 'There is no page at this address.',
  home: 'Go to properties',
};
