export const field = {
  title: 'Clock',
  property: 'Property',
  chooseProperty: 'Choose a property',
  noProperties: 'No property is assigned to you yet. Ask the office.',
  start: 'Start work',
  pause: 'Start break',
  resume: 'End break',
  end: 'End work',
  note: 'Note (optional)',
  running: (property: string) => `Working at ${property}`,
  onBreak: 'On a break',
  since: (time: string) => `since ${time}`,
  today: 'Today',
  rulesTitle: 'Your last shift and the working-time law',
  rulesHint: 'The office sees this in the time sheet. Tell them if it is not right.',
  week: 'This week',
  offline: 'Offline. Your taps are kept on this phone and sent when you are back online.',
  waiting: (n: number) => `${n} ${n === 1 ? 'action' : 'actions'} waiting to be sent`,
  sent: 'Everything is sent.',
  refused: (reason: string) => `The server could not take an action: ${reason}`,
  refusedCodes: {
    period_locked:
      'A tap was not recorded: it falls on a day whose working time has already been exported and locked. Ask the office to enter or correct the time.',
    clock_action_too_late: 'A tap was not recorded: it is more than 7 days old. Ask the office to enter the time.',
    entry_edited:
      'A tap was not recorded: the office has already corrected this shift. Ask the office if it needs changing.',
    device_clock_ahead:
      'A tap was not recorded: this phone’s clock is more than 5 minutes ahead. Set the date and time automatically and tap again.',
  },
  signOut: 'Sign out',
};
