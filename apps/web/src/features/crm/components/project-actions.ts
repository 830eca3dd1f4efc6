import type { Project } from '@proclub/contracts/crm';

/** What a project card can ask the Projects tab to open (its own file so cards and the tab import no cycle). */
export interface ProjectActions {
  open: (project: Project) => void;
  edit: (project: Project) => void;
  milestones: (project: Project) => void;
}
