import { LinesList } from '@/features/lines/components/lines-list';

const LinesRoute = () => <LinesList />;

export { LinesRoute as Component };
