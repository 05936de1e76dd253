export const patrolReport = {
  title: 'Report for a period',
  intro:
    "The property's patrol report as a PDF for your client: the summary first, then every round and every missed slot, then each round in detail.",
  span: 'Period',
  spans: { day: 'This day', week: 'This week', month: 'This month', custom: 'From – to' },
  from: 'From',
  to: 'To',
  range: (from: string, to: string) => `${from} – ${to}`,
  toBeforeFrom: 'The last day comes before the first.',
  tooLong: (days: number) => `At most ${days} days.`,
};
