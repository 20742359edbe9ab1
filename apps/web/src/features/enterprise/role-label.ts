import type { SubUserRole } from '@mb/contract/enterprise-sub-users';
import { t } from '../../lib/i18n';

// A sub-user role's name and what it may do, in the interface's language (the contract's
// SUB_USER_ROLE_LABELS and SUB_USER_ROLE_HINTS are the English). Functions, so they are read when shown.

export const roleLabel = (role: SubUserRole): string =>
  ({
    admin: t('enterprise.role.admin', 'Admin'),
    manager: t('enterprise.role.manager', 'Manager'),
    viewer: t('enterprise.role.viewer', 'Viewer'),
  })[role];

export const roleHint = (role: SubUserRole): string =>
  ({
    admin: t(
      'enterprise.role.adminHint',
      'Everything the enterprise can do, including managing sub-users (never its password, e-mail or sessions).',
    ),
    manager: t(
      'enterprise.role.managerHint',
      'Acts for the enterprise, except managing sub-users, the company details and account security.',
    ),
    viewer: t('enterprise.role.viewerHint', 'Sees everything, changes nothing.'),
  })[role];
