import { lazy } from 'react';
import { screens } from '../app/screens';

// The attendance screens (requirements/attendance.md#screens): /attendance, /leave-approval, /leave-management
// and /admin-attendance, with their role-area paths; lazy, so only those who open them download
// them.
screens.attendance = lazy(() =>
  import('./attendance/pages/attendance-page').then((m) => ({ default: m.AttendancePage })),
);
screens['leave-approval'] = lazy(() =>
  import('./attendance/pages/leave-approval-page').then((m) => ({
    default: m.LeaveApprovalPage,
  })),
);
screens['leave-management'] = lazy(() =>
  import('./attendance/pages/leave-management-page').then((m) => ({
    default: m.LeaveManagementPage,
  })),
);
screens['admin-attendance'] = lazy(() =>
  import('./attendance/pages/admin-attendance-page').then((m) => ({
    default: m.AdminAttendancePage,
  })),
);
