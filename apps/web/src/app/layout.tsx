import { MESSAGES } from '@mb/contract/messages';
import { Link, Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../components/ui/button';
import { signOut, useSession } from '../lib/auth';
import { PRODUCT_NAME } from '../lib/product';

/** The frame around every page. The full shell (sidebar, menus, footer links) is built on this. */
export function RootLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const onSignOut = async () => {
    const { serverOk } = await signOut();
    if (serverOk) toast.success(MESSAGES.signOutSuccess.title, { description: MESSAGES.signOutSuccess.description });
    else toast.error(MESSAGES.signOutFailed.title, { description: MESSAGES.signOutFailed.description });
    navigate('/');
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link to="/" className="text-lg font-bold tracking-tight">
            {PRODUCT_NAME}
          </Link>
          <nav className="flex items-center gap-2">
            {session ? (
              <>
                <span className="hidden text-sm text-muted-foreground sm:inline" data-testid="signed-in-email">
                  {session.user.email}
                </span>
                <Button variant="outline" onClick={onSignOut}>
                  Sign out
                </Button>
              </>
            ) : (
              <>
                <Button variant="ghost" asChild>
                  <Link to="/auth">Sign in</Link>
                </Button>
                <Button asChild>
                  <Link to="/signup">Join now</Link>
                </Button>
              </>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
