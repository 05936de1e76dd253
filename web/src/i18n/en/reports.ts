export const reports = {
  generate: 'PDF report',
  generating: 'Generating PDF…',
  ready: (pages: number, size: string) => `PDF ready: ${pages} ${pages === 1 ? 'page' : 'pages'}, ${size}.`,
  downloadAgain: 'Download again',
  failed: 'The PDF could not be generated.',
  retry: 'Try again',
};
