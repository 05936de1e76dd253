/** Photos for a task or a report: kept on the phone until what uses them has been sent. */
export function PhotoPicker({ value, onChange }: { value: string[]; onChange: (localIds: string[]) => void }) {
  void value;
  void onChange;
  return null;
}
