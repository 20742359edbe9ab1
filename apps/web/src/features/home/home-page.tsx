import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PRODUCT_NAME } from '../../lib/product';

export default function HomePage() {
  return (
    <section className="mx-auto flex max-w-4xl flex-col items-start gap-6 px-4 py-20">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">The professional network for the adult industry.</h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        {PRODUCT_NAME} is where creators, studios and businesses meet, cast, collaborate and get verified. Adults (18+) only.
      </p>
      <Button size="lg" asChild>
        <Link to="/signup">Join now</Link>
      </Button>
    </section>
  );
}
