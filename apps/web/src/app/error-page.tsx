import { PRODUCT_NAME } from '@cmms/shared/product';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Card, CenteredLayout } from '../components/centered-layout';
import { Button } from '../components/ui/button';

/** Spec doc 000 §2.9: the screen shown when rendering a page fails. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);

  return (
    <CenteredLayout>
      <title>{`Something went wrong · ${PRODUCT_NAME}`}</title>
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-slate-600">
          The app ran into an unexpected problem. Reloading usually fixes it.
        </p>
        <Button className="mt-5 w-full" onClick={() => window.location.reload()}>
          Reload App
        </Button>
      </Card>
    </CenteredLayout>
  );
}
