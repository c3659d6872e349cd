// What the shell and other features may use of auth; everything else in this folder is its own.
export { useAuthConfig } from './api/auth-config';
export { useLogout, useServerSessionCheck } from './api/session';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { LoginPage } from './pages/login-page';
export { RegisterPage } from './pages/register-page';
export { ResetPasswordPage } from './pages/reset-password-page';
export { SuperAdminRegisterPage } from './pages/super-admin-register-page';
