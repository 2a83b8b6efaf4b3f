import { useState } from 'react';

/** The last non-null `selected`, so a dialog keeps showing its subject while it fades out. */
export function useLastSelected<T>(selected: T | null): T | null {
  const [last, setLast] = useState(selected);
  if (selected !== null && selected !== last) setLast(selected);
  return last;
}
