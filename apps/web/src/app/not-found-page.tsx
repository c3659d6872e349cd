import { PRODUCT_NAME } from '@cmms/shared/product';
import { ArrowLeft } from 'lucide-react';
import { Card, CenteredLayout } from '../components/centered-layout';
import { TextLink } from '../components/ui/text-link';

export function NotFoundPage() {
  return (
    <CenteredLayout>
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <Card>
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">Page not found</h1>
        <p className="mt-2 text-slate-600">
          The page you are looking for does not exist or has moved.
        </p>
        <TextLink to="/login" className="mt-4">
          <ArrowLeft className="size-4" aria-hidden />
          Back to sign in
        </TextLink>
      </Card>
    </CenteredLayout>
  );
}
