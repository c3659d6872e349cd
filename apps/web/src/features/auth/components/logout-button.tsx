import { accountTexts } from '@cmms/shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { clearSession } from '../../../lib/session';
import { useLogout } from '../api/session';

/** Doc 000 §2.9: Logout asks first, then ends the session and goes to /login. */
export function LogoutButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [asking, setAsking] = useState(false);
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = async () => {
    await logout.mutateAsync();
    clearSession();
    // Nothing the previous user loaded may show to whoever signs in next.
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <Button
        variant="secondary"
        icon={<LogOut className="size-4" aria-hidden />}
        onClick={() => setAsking(true)}
        {...props}
      >
        Logout
      </Button>
      <ConfirmDialog
        open={asking}
        title="Logout"
        description={accountTexts.logoutConfirm}
        confirmLabel="Logout"
        tone="danger"
        busy={logout.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
