import { useSession } from '../../lib/auth';

export default function DashboardPage() {
  const session = useSession();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Signed in as {session?.user.email}.</p>
    </section>
  );
}
