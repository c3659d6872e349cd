import { attendanceRules } from './attendance';
import { checklistRules } from './checklists';
import { materialRules } from './materials';
import { pmRules } from './pm';
import { assetRules, type WorkCaller, workOrderRules } from './work-rules';

/**
 * Whether a caller's permissions let the screen show its data: the rule its main list is
 * authorized by on the server. route-access.ts says which role may open which address; this says
 * whether opening it would show anything but a refusal, so no menu, sheet or quick action offers
 * a screen that always refuses (docs/permissions.md, "Menus follow permissions"). Screens not
 * listed read only the caller's own data, or are reserved by route-access.ts already.
 */
const SCREEN_RULES: Readonly<Record<string, (caller: WorkCaller) => boolean>> = {
  assets: assetRules.canView,
  tasks: workOrderRules.canView,
  materials: (caller) => materialRules.canUseScreens(caller),
  pm: pmRules.canView,
  checklist: checklistRules.canView,
  'checklist-management': checklistRules.canManage,
  attendance: attendanceRules.canPunch,
  'leave-approval': attendanceRules.canApproveLeave,
  'admin-attendance': attendanceRules.canAdminister,
};

export function screenShowsDataTo(screen: string, caller: WorkCaller): boolean {
  const rule = SCREEN_RULES[screen];
  return rule ? rule(caller) : true;
}
