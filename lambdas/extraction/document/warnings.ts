const maxWarnings = 50;

/** Collects the things that went wrong without stopping parsing, once each, up to a limit. */
export class Warnings {
  private readonly list: string[] = [];

  add(warning: string): void {
    if (this.list.length < maxWarnings && !this.list.includes(warning)) this.list.push(warning);
  }

  toArray(): string[] {
    return [...this.list];
  }
}

/** An error's message for a warning, short enough to show to an admin. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 200);
}
