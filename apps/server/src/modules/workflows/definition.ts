import type { WorkflowStep } from '@proclub/contracts/workflows';

/** Where a step is: indexes into the step lists, through branches: [2, 'then', 0] is the first step of step 3's "then". */
export type Cursor = (number | 'then' | 'else')[];

/** A branch's arm and the step field that holds its list. */
export const armKey = (arm: 'then' | 'else') => (arm === 'then' ? 'thenSteps' : 'elseSteps');

/** `steps[2].then[0]`: how errors and the run log name a step. */
export function pathOf(cursor: Cursor): string {
  let out = 'steps';
  for (const part of cursor) out += typeof part === 'number' ? `[${part}]` : `.${part}`;
  return out;
}

function listAt(steps: WorkflowStep[], cursor: Cursor): WorkflowStep[] | null {
  let list: WorkflowStep[] = steps;
  for (let i = 0; i < cursor.length - 1; i += 2) {
    const step = list[cursor[i] as number];
    const arm = cursor[i + 1] as 'then' | 'else';
    if (!step) return null;
    list = step[armKey(arm)] ?? [];
  }
  return list;
}

export function stepAt(steps: WorkflowStep[], cursor: Cursor): WorkflowStep | null {
  const list = listAt(steps, cursor);
  return list?.[cursor[cursor.length - 1] as number] ?? null;
}

/**
 * The step after the one at `cursor` (whose own work is done; a branch's arm is entered with `enter`): the next in
 * its list, else the step after the branch that holds the list, … ; null at the end of the workflow.
 */
export function nextAfter(steps: WorkflowStep[], cursor: Cursor): Cursor | null {
  let current = [...cursor];
  for (;;) {
    const list = listAt(steps, current);
    const index = current[current.length - 1] as number;
    if (list && index + 1 < list.length) return [...current.slice(0, -1), index + 1];
    if (current.length === 1) return null;
    current = current.slice(0, -2);
  }
}

/** Into a branch's arm: its first step, or past the branch when the arm is empty. */
export function enter(steps: WorkflowStep[], cursor: Cursor, arm: 'then' | 'else'): Cursor | null {
  const branch = stepAt(steps, cursor);
  if (branch?.[armKey(arm)]?.length) return [...cursor, arm, 0];
  return nextAfter(steps, cursor);
}

/** Every step with its cursor, depth first (validation, cycle analysis). */
export function* walk(steps: WorkflowStep[], prefix: Cursor = []): Generator<{ step: WorkflowStep; cursor: Cursor }> {
  for (const [index, step] of steps.entries()) {
    const cursor: Cursor = [...prefix, index];
    yield { step, cursor };
    if (step.kind === 'branch') {
      yield* walk(step.thenSteps ?? [], [...cursor, 'then']);
      yield* walk(step.elseSteps ?? [], [...cursor, 'else']);
    }
  }
}
